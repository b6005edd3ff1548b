import { useCallback, useState } from 'react'

const KEY = 'sidebar-collapsed'

/** Collapsed or open, remembered across visits. */
export function useSidebarState() {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(KEY) === '1'
    } catch {
      return false
    }
  })
  const toggle = useCallback(() => {
    setCollapsed((c) => {
      const next = !c
      try {
        localStorage.setItem(KEY, next ? '1' : '0')
      } catch {
        // Not remembered in private mode; the toggle still works.
      }
      return next
    })
  }, [])
  return { collapsed, toggle }
}
