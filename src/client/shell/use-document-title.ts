import { useEffect } from 'react'
import { useBranding } from '../branding'

/** "Page · Brand" in the tab, so tabs and screen-reader page announcements name the page. */
export function useDocumentTitle(title: string | null): void {
  const { name } = useBranding()
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name
  }, [title, name])
}
