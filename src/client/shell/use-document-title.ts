import { useEffect } from 'react'
import { useBranding } from '../branding'

/** "Page · Brand" in the tab, so tabs and screen-reader page announcements name the page; `brand` replaces the site's name. */
export function useDocumentTitle(title: string | null, brand?: string): void {
  const name = useBranding().name
  const shown = brand ?? name
  useEffect(() => {
    document.title = title ? `${title} · ${shown}` : shown
  }, [title, shown])
}
