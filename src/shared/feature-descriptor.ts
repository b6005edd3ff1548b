import type { Catalogue, Locale } from './i18n/locales'
import type { MessageTable } from './message-format'
import type { ModuleSlug } from './modules'

/**
 * What a feature declares about itself in src/shared/<feature>/feature.ts, registered by one line of
 * src/shared/features.ts: the route guards, the navigation commands, the sidebar, the catalogues and the message
 * codes all read the registered features (docs/architecture.md, "Add a feature").
 */
export type Layout = 'auth' | 'main'

/** One route: a name the client binds to a page, a wouter pattern (`:typeId` is `{type}-{id}`), its guard's needs. */
export type RouteDef = {
  name: string
  path: string
  layout: Layout
  /** Module the route needs; absent means sign-in only (main) or public (auth). */
  module?: ModuleSlug
  /** A path this route sends the user to instead of rendering. */
  redirect?: string
  /** Shortcut for its navigation command (tinykeys syntax). */
  shortcut?: string
  /** An auth-layout route shown to a signed-in user too (an invitation link opened by someone already signed in). */
  open?: boolean
}

/** A sidebar entry: shown when the user holds `module` (null: always); `section` is the path prefix it marks as current. */
export type SidebarEntry = { key: string; module: ModuleSlug | null; path: string; section: string; order: number }

/** The feature's strings in one language (its own namespaces, its route titles, its messages' wording), one chunk each. */
export type CatalogueLoaders = Record<Locale, () => Promise<Catalogue>>

export type FeatureDescriptor<M extends Record<string, MessageTable> = Record<never, MessageTable>, N extends Record<string, Readonly<Record<string, string>>> = Record<never, never>> = {
  /** Unique, kebab-case: the feature's folder name in every layer. */
  id: string
  routes?: readonly RouteDef[]
  sidebar?: SidebarEntry
  catalogue?: CatalogueLoaders
  /** Message tables by area: a code is `<area>.<key>`; the English is the table, other languages are in `catalogue`. */
  messages?: M
  /** Names that messages quote from a code (a job kind, a list type), by table. */
  messageNames?: N
}

/** Keeps the literal types of a feature's message tables, so the MessageCode union covers them. */
export function defineFeature<const M extends Record<string, MessageTable> = Record<never, MessageTable>, const N extends Record<string, Readonly<Record<string, string>>> = Record<never, never>>(
  feature: FeatureDescriptor<M, N>,
): FeatureDescriptor<M, N> {
  return feature
}

/** A main-layout route unless `extra` says otherwise. */
export const route = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ name, path, layout: 'main', ...extra })
/** Routes that all need one module. */
export const routeGroup = (module: ModuleSlug, defs: RouteDef[]): RouteDef[] => defs.map((d) => ({ ...d, module }))
