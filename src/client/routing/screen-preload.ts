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
   * Once `after` has settled (the screen on show has its code), in the browser's idle periods: starts the data of the
   * screens of `dataOf` (those a g-shortcut opens, a request or two each), then loads the code of every screen of
   * `routeNames` in turn, so a first visit shows content at once. Returns the cancel.
   */
  preloadAll(routeNames: readonly string[], dataOf?: readonly string[], after?: Promise<void> | null): () => void
}

const isPreloadable = (page: unknown): page is LazyPage => typeof (page as LazyPage | undefined)?.preload === 'function'

/**
 * Runs `work` when the browser has nothing else to do, or after `timeout` ms at the latest (a short timer where
 * requestIdleCallback is missing).
 */
export function whenIdle(work: (deadline?: IdleDeadline) => void, timeout = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 200)
  return () => clearTimeout(handle)
}

/**
 * Runs `steps` one per idle period, each after the previous one settled: a step starts a screen's code (its chunk and
 * the chunks it imports are fetched, then evaluated in a task of their own), so doing them all at once would make one
 * long task of the link insertions and then a burst of module evaluations competing with the page being shown, which
 * is what a user (and Lighthouse's total blocking time) feels. A step waits for an idle period with at least
 * `IDLE_SLICE_MS` left; after `IDLE_WAIT_MS` without one (a page that is never quiet) it runs anyway. Returns the cancel.
 */
export function runInIdleSlices(steps: readonly (() => Promise<void> | void)[]): () => void {
  let cancelled = false
  let cancelWait: () => void = () => undefined
  let next = 0
  const step = (deadline?: IdleDeadline) => {
    if (cancelled || next >= steps.length) return
    if (deadline && !deadline.didTimeout && deadline.timeRemaining() < IDLE_SLICE_MS) {
      cancelWait = whenIdle(step, IDLE_WAIT_MS)
      return
    }
    const done = steps[next++]!()
    const wait = () => void (cancelWait = whenIdle(step, IDLE_WAIT_MS))
    if (done) void done.then(wait, wait)
    else wait()
  }
  cancelWait = whenIdle(step, IDLE_WAIT_MS)
  return () => {
    cancelled = true
    cancelWait()
  }
}

const IDLE_SLICE_MS = 10
const IDLE_WAIT_MS = 5_000

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
    preloadAll(routeNames, dataOf, after) {
      // The data first, in one step (a request or two per screen, little work here): fetched later, it could land
      // after the user changed what it holds (a list deleted with undo would come back).
      const steps = [
        () => {
          for (const name of dataOf ?? []) prefetches.get(name)?.(queryClient, {})
        },
        ...routeNames.map((name) => () => load(name) ?? undefined),
      ]
      let cancel: (() => void) | null = null
      let cancelled = false
      const start = () => void (cancelled || (cancel = runInIdleSlices(steps)))
      if (after) void after.then(start, start)
      else start()
      return () => {
        cancelled = true
        cancel?.()
      }
    },
  }
}
