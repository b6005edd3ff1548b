import { Link } from 'wouter'
import { useT } from '../i18n'
import { Panel } from '../ui/panel'

export default function NotFoundPage({ signedIn }: { signedIn: boolean }) {
  const t = useT()
  const Heading = signedIn ? 'h2' : 'h1'
  return (
    <Panel aria-labelledby="not-found-title">
      <Heading id="not-found-title">{t('app.notFound.title')}</Heading>
      <p>{t('app.notFound.body')}</p>
      <Link href={signedIn ? '/' : '/login'}>{signedIn ? t('app.notFound.home') : t('app.notFound.login')}</Link>
    </Panel>
  )
}
