/**
 * Runs `task(i)` for i = 0, 1, ... count-1, started in order, at most `limit` at once and at most `limit` past the
 * last result taken, so a batch never runs far ahead of what it records. `take(i)` (in order) waits for the result
 * of i; it answers null when i was never started: `mayStart` said no (shutdown, cancel, the batch's time is up) or
 * `stop()` was called. Tasks must not reject. `idle()` resolves once no started task is still running.
 */
export function orderedWindow<O>(count: number, limit: number, task: (i: number) => Promise<O>, mayStart: (i: number) => boolean) {
  const results: Promise<O>[] = []
  let next = 0
  let taken = 0
  let running = 0
  let stopped = false
  let onIdle: (() => void) | null = null
  const pump = () => {
    while (!stopped && next < count && running < limit && next < taken + limit) {
      if (!mayStart(next)) {
        stopped = true
        break
      }
      const i = next++
      running++
      results[i] = task(i).finally(() => {
        running--
        pump()
        if (running === 0 && onIdle) onIdle()
      })
    }
  }
  pump()
  return {
    async take(i: number): Promise<O | null> {
      if (results[i] === undefined) pump()
      if (results[i] === undefined) return null
      const result = await results[i]
      taken = Math.max(taken, i + 1)
      pump()
      return result
    },
    stop() {
      stopped = true
    },
    /** True when the window stopped starting tasks before the last one. */
    get stopped() {
      return stopped && next < count
    },
    idle(): Promise<void> {
      if (running === 0) return Promise.resolve()
      return new Promise((resolve) => {
        onIdle = () => {
          onIdle = null
          resolve()
        }
      })
    },
  }
}
