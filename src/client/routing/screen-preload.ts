import type { QueryClient } from '@tanstack/react-query'
import type { Parser } from 'wouter'
import type { ClientFeature, ScreenPrefetch } from './client-feature'
import type { LazyPage } from './lazy-page'
import { matchRouteDef } from './match-route-def'

export type ScreenPreloader = {
  /** null when the screen at `path` can render at once; otherwise settles when its code has arrived. */
  whenReady(path: string): Promise<void> | null
  /** Loads the code of the screen at `path` and starts fetching its data: the palette's cursor is on its command. */
  prepare(path: string): void
  /**
   * Once the browser is idle: loads the code of every screen of `routeNames` and the data of those of `dataOf` (the
   * screens a g-shortcut opens, a request or two each), so a first visit shows content at once. Returns the cancel.
   */
  preloadAll(routeNames: readonly string[], dataOf?: readonly string[]): () => void
}

const isPreloadable = (page: unknown): page is LazyPage => typeof (page as LazyPage | undefined)?.preload === 'function'

/** Runs `work` when the browser has nothing else to do (a timeout where requestIdleCallback is missing). */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2_000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 200)
  return () => clearTimeout(handle)
}

export function createScreenPreloader(features: readonly ClientFeature[], queryClient: QueryClient, parser: Parser): ScreenPreloader {
  const pages = new Map<string, unknown>(features.flatMap((feature) => Object.entries(feature.pages ?? {})))
  const prefetches = new Map<string, ScreenPrefetch>(features.flatMap((feature) => Object.entries(feature.prefetch ?? {})))
  const ready = new Set<string>()

  const load = (name: string): Promise<void> | null => {
    const page = pages.get(name)
    if (ready.has(name) || !isPreloadable(page)) return null
    return page.preload().then(() => void ready.add(name))
  }

  return {
    whenReady(path) {
      const match = matchRouteDef(path, parser)
      return match ? load(match.def.name) : null
    },
    prepare(path) {
      const match = matchRouteDef(path, parser)
      if (!match) return
      void load(match.def.name)
      prefetches.get(match.def.name)?.(queryClient, match.params)
    },
    preloadAll(routeNames, dataOf) {
      // One idle moment starts them all: the browser fetches the chunks in parallel, off the main thread.
      return whenIdle(() => {
        for (const name of routeNames) void load(name)
        for (const name of dataOf ?? []) prefetches.get(name)?.(queryClient, {})
      })
    },
  }
}
