import { useState } from 'react'
import { apiErrorOf } from '../../api/http'
import { useCountdown } from '../forms/use-countdown'
import { useT } from '../i18n'
import { Button } from './button'
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
 * seconds are never shown; the button says only that a new code can be requested shortly.
 */
export function ResendButton({ initialSeconds, resend }: { initialSeconds: number; resend(): Promise<{ resend_in?: number }> }) {
  const t = useT()
  const countdown = useCountdown(initialSeconds)
  const [sending, setSending] = useState(false)

  const onClick = async () => {
    setSending(true)
    try {
      const res = await resend()
      countdown.start(res.resend_in ?? 0)
    } catch (error) {
      const body = apiErrorOf(error)
      if (typeof body?.retry_after === 'number') countdown.start(body.retry_after)
    } finally {
      setSending(false)
    }
  }

  return (
    <Row>
      <Button type="button" data-variant="secondary" disabled={countdown.running || sending} onClick={onClick}>
        {t('app.resend.button')}
      </Button>
      {countdown.running ? <span role="status">{t('app.resend.wait')}</span> : null}
    </Row>
  )
}
