import type { RouteDef, SidebarEntry } from './feature-descriptor'
import { features } from './features'

export type { RouteDef, SidebarEntry } from './feature-descriptor'

/**
 * The route table: every registered feature's routes (src/shared/features.ts). The client binds each name to a page
 * (its feature's client manifest), the navigation commands are derived from it, and the guard functions below
 * decide access. Paths are wouter patterns; `:typeId` is `{type}-{id}` joined by a hyphen.
 */
export const routes: readonly RouteDef[] = features.flatMap((feature) => feature.routes ?? [])

/** Sidebar order; an entry shows only when the user holds its module. Settings has no slug and always shows. */
export const sidebar: readonly SidebarEntry[] = features.flatMap((feature) => (feature.sidebar ? [feature.sidebar] : [])).sort((a, b) => a.order - b.order)

export const hasParams = (d: RouteDef) => d.path.includes(':')

/**
 * The order a location is matched in: fewer params first, so a fixed segment wins over a param whichever feature
 * registered its route first ('/saved-lists/:typeId/new-search' before '/saved-lists/:typeId/:resultId').
 */
export const routesInMatchOrder: readonly RouteDef[] = [...routes].sort((a, b) => paramCount(a) - paramCount(b))
function paramCount(def: RouteDef): number {
  return def.path.split('/').filter((part) => part.startsWith(':')).length
}

export function visibleSidebar(modules: readonly string[]): readonly SidebarEntry[] {
  return sidebar.filter((e) => e.module === null || modules.includes(e.module))
}

/** Where the base layout lands: the first sidebar module's route, or Settings. */
export function landingPath(modules: readonly string[]): string {
  return visibleSidebar(modules)[0]?.path ?? '/settings/business-profile'
}

export type GuardResult = { kind: 'render' } | { kind: 'redirect'; to: string }

/**
 * The route guards: auth pages send a signed-in user to the base layout; main pages need
 * sign-in; a module group without its module sends the user to the base layout (white-label to its upgrade page).
 */
export function guard(def: RouteDef, session: { signedIn: boolean; modules: readonly string[] }): GuardResult {
  if (def.layout === 'auth') return session.signedIn && !def.open ? { kind: 'redirect', to: '/' } : { kind: 'render' }
  if (!session.signedIn) return { kind: 'redirect', to: '/login' }
  if (def.module && !session.modules.includes(def.module)) {
    return { kind: 'redirect', to: def.module === 'whitelabel' ? '/whitelabel/upgrade' : '/' }
  }
  if (def.name === 'home') return { kind: 'redirect', to: landingPath(session.modules) }
  if (def.redirect) return { kind: 'redirect', to: def.redirect }
  return { kind: 'render' }
}
