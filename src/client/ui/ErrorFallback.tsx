import { useT } from '../i18n'
import { Button } from './Button'
import { styled, theme } from '../theme'

const Box = styled('div')`
  max-width: 520px;
  margin: 15vh auto;
  padding: 32px;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  display: flex;
  flex-direction: column;
  gap: 12px;
  p { margin: 0; color: ${theme.color.muted}; }
  div { display: flex; gap: 8px; }
`

export function ErrorFallback({ onRetry }: { onRetry(): void }) {
  const t = useT()
  return (
    <Box role="alert">
      <h1>{t('app.crash.title')}</h1>
      <p>{t('app.crash.body')}</p>
      <div>
        <Button type="button" onClick={onRetry}>
          {t('app.crash.retry')}
        </Button>
        <Button type="button" data-variant="secondary" onClick={() => window.location.reload()}>
          {t('app.crash.reload')}
        </Button>
      </div>
    </Box>
  )
}
