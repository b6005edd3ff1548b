import { routeTitleKey } from '../../../commands/titles'
import { useT } from '../i18n'
import { useRouteMatch } from '../routing/match-route-def'
import { Panel } from '../ui/panel'

export type Area =
  | 'team' | 'apiKeys' | 'billing' | 'integrations' | 'callbacks' | 'settings' | 'wallet' | 'training'
  | 'ai' | 'leadSearch' | 'whitelabel' | 'admin'

/** Stands in for a page that is not built: names the page and its area, and says so. */
export default function NotBuiltYetPage({ area }: { area: Area }) {
  const t = useT()
  const match = useRouteMatch()
  const page = match ? t(routeTitleKey(match.def.name)) : ''
  return (
    <Panel aria-labelledby="not-built-title">
      <h2 id="not-built-title">{t('app.notBuilt.title')}</h2>
      <p>{t('app.notBuilt.body', { page, area: t(`app.areas.${area}`) })}</p>
    </Panel>
  )
}
