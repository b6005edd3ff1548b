import { keyframes, styled, theme } from '../theme'
import { useT } from '../i18n'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Wrap = styled('div')`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 40vh;
  color: ${theme.color.muted};
  &[data-full] { min-height: 100vh; }
`

const Spinner = styled('span')`
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 3px solid ${theme.color.border};
  border-top-color: ${theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
`

/** A polite live region, so screen readers hear that the app is loading instead of silence. */
export function LoadingState({ fullPage = false, label }: { fullPage?: boolean; label?: string }) {
  const t = useT()
  return (
    <Wrap role="status" aria-live="polite" data-full={fullPage ? '' : undefined}>
      <Spinner aria-hidden="true" />
      <span>{label ?? t('app.common.loading')}</span>
    </Wrap>
  )
}
