import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export type LazyPage = LazyExoticComponent<ComponentType>

/** sessionStorage key holding the path we last reloaded for a failed chunk, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_KEY = 'lc:chunk-reload'

/**
 * When a page's chunk fails to load (typically a deploy replaced the files), reload the target path once so the
 * browser fetches the new index; a second failure for the same path reaches the error boundary instead.
 */
export function reloadAfterChunkFailure(error: unknown): Promise<never> {
  const target = window.location.pathname + window.location.search + window.location.hash
  let last: string | null = null
  try {
    last = sessionStorage.getItem(CHUNK_RELOAD_KEY)
  } catch {
    return Promise.reject(error)
  }
  if (last === target) {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY)
    return Promise.reject(error)
  }
  sessionStorage.setItem(CHUNK_RELOAD_KEY, target)
  window.location.assign(target)
  // The page is going away; never settling keeps Suspense showing its fallback until it does.
  return new Promise<never>(() => undefined)
}

export function lazyWithReload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (module) => {
        try {
          sessionStorage.removeItem(CHUNK_RELOAD_KEY)
        } catch {
          // Storage may be unavailable; nothing to clear then.
        }
        return module
      },
      reloadAfterChunkFailure,
    ),
  )
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return lazyWithReload(load)
}
