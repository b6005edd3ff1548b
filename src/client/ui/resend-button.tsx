import { useT } from '../i18n'
import { styled, theme } from '../theme'
import { CommandButton } from './command-button'

const Row = styled('div')`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  font-size: 14px;
  color: ${theme.color.muted};
`

/**
 * The button of a "send the code again" command (useResend gives the page its state). While the server's countdown
 * runs the command is unavailable and a status says a new code can be requested shortly; the seconds are never shown.
 */
export function ResendButton({ commandId, waiting }: { commandId: string; waiting: boolean }) {
  const t = useT()
  return (
    <Row>
      <CommandButton id={commandId}>{t('app.resend.button')}</CommandButton>
      {waiting ? <span role="status">{t('app.resend.wait')}</span> : null}
    </Row>
  )
}
