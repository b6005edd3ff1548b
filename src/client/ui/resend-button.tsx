import { isApiFailure } from '../../shared/api-failure'
import type { Message } from '../../shared/message-format'
import { useCountdown } from '../forms/use-countdown'
import { useSubmit } from '../forms/use-submit'
import { useT } from '../i18n'
import { Button } from './button'
import { notifyFailure, notifyMessage } from './notify'
import { styled, theme } from '../theme'

const Row = styled('div')`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  font-size: 14px;
  color: ${theme.color.muted};
`

/**
 * "Send the code again", blocked for the server's countdown (resend_in on success, retry_after on 429). The
 * seconds are never shown; the button says only that a new code can be requested shortly. `sent` is announced
 * when a code went out.
 */
export function ResendButton({ initialSeconds, resend, sent }: { initialSeconds: number; resend(): Promise<{ resend_in?: number }>; sent: Message }) {
  const t = useT()
  const countdown = useCountdown(initialSeconds)
  const sending = useSubmit({
    mutationFn: resend,
    onSuccess: (res) => {
      notifyMessage(sent)
      countdown.start(res.resend_in ?? 0)
    },
    onError: (error) => {
      notifyFailure(error)
      if (isApiFailure(error) && typeof error.body.retry_after === 'number') countdown.start(error.body.retry_after)
    },
  })

  return (
    <Row>
      <Button type="button" data-variant="secondary" disabled={countdown.running || sending.pending} onClick={() => void sending.submit()}>
        {t('app.resend.button')}
      </Button>
      {countdown.running ? <span role="status">{t('app.resend.wait')}</span> : null}
    </Row>
  )
}
