import { useEffect, type RefObject } from 'react'

/**
 * cmdk 1.1.1 computes the input's aria-activedescendant before the new selection is rendered, so with results that
 * change as you type it names a row that is no longer selected or no longer exists (dip/cmdk#413, fix pending in
 * #411). This mirrors the selected row's id onto the input and the list whenever the selection or the rows change.
 */
export function useActiveDescendant(rootRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = rootRef.current
    if (!active || !root) return
    const sync = () => {
      const selectedId = root.querySelector('[cmdk-item][data-selected="true"]')?.id ?? null
      for (const element of root.querySelectorAll('[cmdk-input], [cmdk-list]')) {
        if (element.getAttribute('aria-activedescendant') === selectedId) continue
        if (selectedId) element.setAttribute('aria-activedescendant', selectedId)
        else element.removeAttribute('aria-activedescendant')
      }
    }
    sync()
    const observer = new MutationObserver(sync)
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-selected', 'aria-activedescendant'] })
    return () => observer.disconnect()
  }, [rootRef, active])
}
