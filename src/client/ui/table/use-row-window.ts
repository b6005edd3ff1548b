import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'

export type RowWindow = {
  /** Index of the first rendered row. */
  start: number
  /** How many rows are rendered (at most `count`): the same number wherever the table is scrolled. */
  size: number
  /** Scrolls the least needed for row `index` to show below the sticky header. */
  reveal(index: number): void
}

/**
 * The rows a fixed-height table renders: the rows in view plus `overscan` on each side, always the same number of
 * them, so scrolling changes what those rows show instead of adding and removing rows. Pure arithmetic on scrollTop:
 * rows never need measuring. A new window renders synchronously in the scroll event, before the frame is painted.
 */
export function useRowWindow(options: { scrollRef: RefObject<HTMLElement | null>; headRef: RefObject<HTMLElement | null>; count: number; rowHeight: number; overscan: number }): RowWindow {
  const { scrollRef, headRef, count, rowHeight, overscan } = options
  const [viewport, setViewport] = useState(0)
  const [first, setFirst] = useState(0)
  const firstRef = useRef(0)

  /** Moves the window to the scroll position; `sync` renders at once (in a scroll event, before the frame paints). */
  const follow = useCallback(
    (sync: boolean) => {
      const scroller = scrollRef.current
      if (!scroller) return
      const next = Math.max(0, Math.floor(scroller.scrollTop / rowHeight) - overscan)
      if (next === firstRef.current) return
      firstRef.current = next
      if (sync) flushSync(() => setFirst(next))
      else setFirst(next)
    },
    [scrollRef, rowHeight, overscan],
  )

  useLayoutEffect(() => {
    const scroller = scrollRef.current
    if (!scroller) return
    const onScroll = () => follow(true)
    const measure = () => setViewport(scroller.clientHeight)
    measure()
    follow(false)
    scroller.addEventListener('scroll', onScroll, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(scroller)
    return () => {
      scroller.removeEventListener('scroll', onScroll)
      observer?.disconnect()
    }
  }, [scrollRef, follow])

  // The viewport counts the header's height too: one spare row at most, and no dependence on measuring it.
  const size = Math.min(count, Math.ceil(viewport / rowHeight) + 1 + 2 * overscan)
  const start = Math.max(0, Math.min(first, count - size))

  const reveal = useCallback(
    (index: number) => {
      const scroller = scrollRef.current
      if (!scroller) return
      const header = headRef.current?.offsetHeight ?? 0
      const top = index * rowHeight
      const bottom = header + top + rowHeight - scroller.clientHeight
      if (top < scroller.scrollTop) scroller.scrollTop = top
      else if (bottom > scroller.scrollTop) scroller.scrollTop = bottom
      else return
      // The scroll event comes a frame later: the focused row must be rendered now (aria-activedescendant).
      follow(false)
    },
    [scrollRef, headRef, rowHeight, follow],
  )

  return { start, size, reveal }
}
