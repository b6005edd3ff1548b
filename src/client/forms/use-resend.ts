import { useCallback, useMemo, useRef } from 'react'
import type { ResendAction } from '../../../commands/auth'
import { isApiFailure } from '../../shared/api-failure'
import type { Message } from '../../shared/message-format'
import { notifyMessage } from '../ui/notify'
import { useCountdown } from './use-countdown'
import { useSubmit } from './use-submit'

/**
 * "Send the code again" for a command to run: blocked for the server's countdown (resend_in on success, retry_after
 * on 429), one request at a time; `sent` is announced when a code went out. A refusal rejects, for the command to
 * word. `resend` may change between renders (the e-mail typed in): the latest one is sent. `start` begins a
 * countdown the server gave elsewhere (the first code's resend_in).
 */
export function useResend(options: { initialSeconds: number; resend(): Promise<{ resend_in?: number }>; sent: Message }): { action: ResendAction; start(seconds: number): void } {
  const countdown = useCountdown(options.initialSeconds)
  const latest = useRef(options)
  latest.current = options
  const { start } = countdown
  const sending = useSubmit({ mutationFn: () => latest.current.resend() })
  const { submit } = sending
  const send = useCallback(async () => {
    try {
      const answer = await submit()
      if (!answer) return
      notifyMessage(latest.current.sent)
      start(answer.resend_in ?? 0)
    } catch (error) {
      if (isApiFailure(error) && typeof error.body.retry_after === 'number') start(error.body.retry_after)
      throw error
    }
  }, [submit, start])
  const waiting = countdown.running || sending.pending
  const action = useMemo(() => ({ send, waiting }), [send, waiting])
  return { action, start }
}
