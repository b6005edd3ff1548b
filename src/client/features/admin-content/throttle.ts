export type Throttled<A extends unknown[]> = ((...args: A) => void) & {
  /** Delivers a pending call now (before a save reads the value). */
  flush(): void
  cancel(): void
}

/**
 * Calls `fn` at most once per `ms`: the first call at once, later ones within the window folded into one call with
 * the latest arguments when the window ends, so the last change is never lost.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let windowEnds = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null

  const deliver = () => {
    timer = null
    if (!pending) return
    const args = pending
    pending = null
    windowEnds = Date.now() + ms
    timer = setTimeout(deliver, ms)
    fn(...args)
  }

  const throttled = ((...args: A) => {
    pending = args
    if (timer) return
    if (Date.now() >= windowEnds) deliver()
    else timer = setTimeout(deliver, windowEnds - Date.now())
  }) as Throttled<A>
  throttled.flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    if (pending) deliver()
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}
