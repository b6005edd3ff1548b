import { useT } from '../i18n'
import { css } from '../theme'
import { Button } from './button'
import { pageStyles } from './page-styles'
import { Panel } from './panel'

// The crash screen stands alone (no layout around it): a Panel in a narrow column centred in the window.
const centred = css`
  max-width: 520px;
  margin: 15vh auto;
`

export function ErrorFallback({ onRetry }: { onRetry(): void }) {
  const t = useT()
  return (
    <div className={centred}>
      <Panel as="div" role="alert">
        <h1>{t('app.crash.title')}</h1>
        <p>{t('app.crash.body')}</p>
        <div className={pageStyles.row}>
          <Button type="button" onClick={onRetry}>
            {t('app.crash.retry')}
          </Button>
          <Button type="button" data-variant="secondary" onClick={() => window.location.reload()}>
            {t('app.crash.reload')}
          </Button>
        </div>
      </Panel>
    </div>
  )
}
