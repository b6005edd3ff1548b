import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A page loaded on demand: `preload()` fetches its code ahead of the visit and never rejects. */
export type LazyPage = ComponentType & { preload(): Promise<void> }

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

function clearReloadMark(): void {
  try {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY)
  } catch {
    // Storage may be unavailable; nothing to clear then.
  }
}

export function lazyWithReload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then((module) => {
      clearReloadMark()
      return module
    }, reloadAfterChunkFailure),
  )
}

/**
 * A page whose code loads on the first visit or earlier through `preload()` (at idle, or when its command is
 * highlighted). Once the code is in, the page renders directly instead of through React.lazy, which suspends on its
 * first render even for code already loaded: no "Loading" flash for a screen whose chunk is here.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null
  let pending: Promise<ComponentType> | null = null
  const fetchCode = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default
        return module.default
      },
      (error: unknown) => {
        pending = null
        throw error
      },
    ))
  const Lazy: ComponentType = lazyWithReload<Record<string, never>>(() => fetchCode().then((component) => ({ default: component })))
  const Page = () => createElement(loaded ?? Lazy)
  return Object.assign(Page, {
    preload: () =>
      fetchCode().then(
        () => undefined,
        // A failed preload changes nothing: the visit loads again and reloads the app if the files changed.
        () => undefined,
      ),
  })
}
