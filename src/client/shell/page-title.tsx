import { createContext, useContext, useEffect } from 'react'

/** Sets the title the top bar and the browser tab show; null gives the route's own title back. */
type SetPageTitle = (title: string | null) => void

export const PageTitleContext = createContext<SetPageTitle>(() => undefined)

/**
 * Names the page after what it shows (a list's name instead of "List") while the calling page is mounted; until
 * `title` is known (the record is loading) the route's title stays.
 */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext)
  useEffect(() => {
    setTitle(title ?? null)
    return () => setTitle(null)
  }, [setTitle, title])
}
