import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react'

/** The next page is asked for when the last row shown is this close to the end of what is loaded. */
export const NEAR_END_ROWS = 20

/** Whether the window over `count` loaded rows, showing up to `lastShown`, should read the next page now. */
export function shouldLoadMore(lastShown: number, count: number, hasMore: boolean, loading: boolean): boolean {
  return hasMore && !loading && count > 0 && lastShown >= count - NEAR_END_ROWS
}

/**
 * A window over a table's rows (@tanstack/react-virtual): only the rows in view (and a few around them) are in the
 * DOM, between two spacer rows that keep the scroll height, so a log of any length scrolls smoothly; the next page
 * is read as the window nears the end of what is loaded.
 */
export function useVirtualRows(options: { count: number; rowHeight: number; hasMore: boolean; loading: boolean; onNearEnd(): void }) {
  const { count, rowHeight, hasMore, loading, onNearEnd } = options
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight, overscan: 8 })
  const items = virtualizer.getVirtualItems()
  const lastShown = items.length ? items[items.length - 1].index : -1
  const nearEnd = useRef(onNearEnd)
  nearEnd.current = onNearEnd
  useEffect(() => {
    if (shouldLoadMore(lastShown, count, hasMore, loading)) nearEnd.current()
  }, [lastShown, count, hasMore, loading])
  const top = items.length ? items[0].start : 0
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0
  // The browser's own End/Home is a smooth scroll that the rows' measuring interrupts part way; the window jumps itself.
  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || !count || (event.key !== 'End' && event.key !== 'Home')) return
    event.preventDefault()
    virtualizer.scrollToIndex(event.key === 'End' ? count - 1 : 0, { align: event.key === 'End' ? 'end' : 'start' })
  }, [virtualizer, count])
  return { scrollRef, items, top, bottom, measure: virtualizer.measureElement, onKeyDown }
}
