import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left before an action may run again (the resend-code buttons). Ticks once a second; the number is for
 * logic only: the screens never show it, they say only that a new code can be requested shortly.
 */
export function useCountdown(initialSeconds = 0) {
  const [remaining, setRemaining] = useState(Math.max(0, Math.ceil(initialSeconds)))

  useEffect(() => {
    if (remaining <= 0) return
    const timer = setTimeout(() => setRemaining((s) => Math.max(0, s - 1)), 1000)
    return () => clearTimeout(timer)
  }, [remaining])

  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.ceil(seconds))), [])

  return { remaining, running: remaining > 0, start }
}
