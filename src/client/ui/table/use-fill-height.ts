import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * The height that makes `ref`'s element end at the bottom of the window (less `gap`), never under `min`: a table
 * that is the page takes the room left under its toolbar, so its first rows and its cursor row are always on
 * screen without scrolling the page. Measured against the document (not the scroll position) and again when the
 * window resizes or the content above it changes height. Null until measured, or when `enabled` is false.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, enabled: boolean, min = 280, gap = 24): number | null {
  const [height, setHeight] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - gap)))
    }
    measure()
    window.addEventListener('resize', measure)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(document.body)
    return () => {
      window.removeEventListener('resize', measure)
      observer?.disconnect()
    }
  }, [ref, enabled, min, gap])
  return enabled ? height : null
}

/** Scrolls the window the least needed for `element` to show whole (a table taller than the window's room). */
export function revealInWindow(element: HTMLElement | null): void {
  if (!element) return
  const { top, bottom } = element.getBoundingClientRect()
  if (bottom > window.innerHeight) window.scrollBy(0, bottom - window.innerHeight)
  else if (top < 0) window.scrollBy(0, top)
}
