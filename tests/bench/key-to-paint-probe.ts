/**
 * What the key-to-paint bench installs in the page (before the app's own scripts). `arm(shows, key)` listens for the
 * next keydown of `key` and resolves with the milliseconds from that event's timestamp to the paint of the first
 * frame in which `shows()` holds: checked on every DOM mutation and every animation frame; the paint is taken as the
 * task that runs right after the animation frame of that frame (a message posted from requestAnimationFrame runs
 * once the frame's rendering is done). An empty frame is `shows: () => true`: the same path with nothing to render.
 */
export type Probe = {
  arm(shows: () => boolean, key: string, timeoutMs: number): void
  /** The armed measurement: milliseconds, or null when `shows` never held within the timeout. */
  result: Promise<number | null> | null
  /** The page's content is on screen: a main region with text, no loading state. */
  content(): boolean
}

export function installProbe(): void {
  const afterPaint = (resolve: (at: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve(performance.now())
      channel.port2.postMessage(null)
    })

  const probe: Probe = {
    result: null,
    arm(shows, key, timeoutMs) {
      probe.result = new Promise((resolve) => {
        let keyAt: number | null = null
        let done = false
        const finish = (value: number | null) => {
          if (done) return
          done = true
          observer.disconnect()
          removeEventListener('keydown', onKey, true)
          resolve(value)
        }
        const check = () => {
          if (done || keyAt === null) return
          let ok = false
          try {
            ok = shows()
          } catch {
            ok = false
          }
          if (!ok) return
          const from = keyAt
          keyAt = null
          afterPaint((at) => finish(at - from))
        }
        const onKey = (event: KeyboardEvent) => {
          if (keyAt !== null || event.key.toLowerCase() !== key.toLowerCase()) return
          keyAt = event.timeStamp
          queueMicrotask(check)
          const frame = () => {
            if (done || keyAt === null) return
            check()
            requestAnimationFrame(frame)
          }
          requestAnimationFrame(frame)
          setTimeout(() => finish(null), timeoutMs)
        }
        const observer = new MutationObserver(check)
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
        addEventListener('keydown', onKey, true)
      })
    },
    content() {
      const main = document.querySelector('main')
      if (!main || document.querySelector('[role="status"][data-full]')) return false
      const text = main.textContent ?? ''
      return text.trim().length > 0 && !/Loading/.test(text)
    },
  }
  ;(window as unknown as { __k2p: Probe }).__k2p = probe
}
