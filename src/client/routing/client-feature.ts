import type { ComponentType } from 'react'
import type { LabMachine } from '../../../machines/lab-machine'
import type { QueryClient } from '@tanstack/react-query'

/** Fetches what a screen shows before it is visited; `params` are the route's (`typeId` of a list...). */
export type ScreenPrefetch = (queryClient: QueryClient, params: Record<string, string>) => void

/**
 * A feature's client manifest (src/client/features/<feature>/feature.ts), registered by one line of
 * src/client/features/index.ts. Everything in it loads on demand: pages and mounted pieces are lazy components,
 * lab machines a loader, so registering a feature adds nothing to the first chunk but a few names.
 */
export type ClientFeature = {
  /** The id of its descriptor in src/shared/features.ts. */
  id: string
  /** A page per route name of the feature's descriptor; redirecting routes have none. */
  pages?: Readonly<Record<string, ComponentType>>
  /**
   * What a page fetches first, by route name: started when the palette's cursor rests on a command that opens it,
   * so the page finds its data in the cache.
   */
  prefetch?: Readonly<Record<string, ScreenPrefetch>>
  /** Machines of the feature for the Machine Lab. */
  lab?: () => Promise<readonly LabMachine[]>
  /**
   * Pieces rendered inside the signed-in layout's command shell on every page: palette sources, and bridges that
   * provide a slot when another feature's slot is there (the AI writer beside an open list).
   */
  mounted?: readonly ComponentType[]
}

export function defineClientFeature(feature: ClientFeature): ClientFeature {
  return feature
}

let registered: readonly ClientFeature[] = []

/**
 * Records the registered manifests (src/client/features/index.ts) for the pages that list every feature's parts
 * (the Machine Lab): they read them here instead of importing the registry that lazily imports them.
 */
export function registerClientFeatures(features: readonly ClientFeature[]): readonly ClientFeature[] {
  const ids = new Set<string>()
  for (const feature of features) {
    if (ids.has(feature.id)) throw new Error(`Client feature "${feature.id}" is registered twice`)
    ids.add(feature.id)
  }
  registered = features
  return features
}

export function registeredClientFeatures(): readonly ClientFeature[] {
  return registered
}
