import { describe, expect, it } from 'vitest'
import { moduleSlugs, type ModuleSlug } from '../../src/shared/modules'
import { guard, landingPath, routes, visibleSidebar, type GuardResult, type RouteDef } from '../../src/shared/routes'

const moduleSets: Array<{ name: string; modules: readonly ModuleSlug[] }> = [
  { name: 'none', modules: [] },
  { name: 'all', modules: [...moduleSlugs] },
  ...moduleSlugs.map((slug) => ({ name: slug, modules: [slug] })),
]

/** Where the base layout lands for each module set: the first sidebar module's route, else Settings. */
const landing: Record<string, string> = {
  none: '/settings/business-profile',
  all: '/lead-search/new-search',
  leads: '/lead-search/new-search',
  ai_suggest: '/ai/training',
  whitelabel: '/whitelabel/business-account',
  admin: '/admin/dashboard',
  wallet: '/settings/wallet',
}

/** The module each path prefix needs: the AI, lead search, white-label and admin groups, the wallet page and the billing portal. */
function requiredModule(def: RouteDef): ModuleSlug | undefined {
  if (def.path === '/settings/wallet' || def.path.startsWith('/billing-portal')) return 'wallet'
  if (def.path === '/whitelabel/upgrade') return undefined
  const prefixes: Array<[string, ModuleSlug]> = [['/ai', 'ai_suggest'], ['/lead-search', 'leads'], ['/whitelabel', 'whitelabel'], ['/admin', 'admin']]
  return prefixes.find(([prefix]) => def.path === prefix || def.path.startsWith(`${prefix}/`))?.[1]
}

/**
 * Auth pages a signed-in user still sees: the invitation link joins the team with the login already open, and a
 * reseller's public sales page sells to anyone.
 */
const openToSignedIn = ['/accept-invitation', '/sales/:slug']

function expected(def: RouteDef, signedIn: boolean, set: { name: string; modules: readonly ModuleSlug[] }): GuardResult {
  if (def.layout === 'auth') return signedIn && !openToSignedIn.includes(def.path) ? { kind: 'redirect', to: '/' } : { kind: 'render' }
  if (!signedIn) return { kind: 'redirect', to: '/login' }
  const needed = requiredModule(def)
  if (needed && !set.modules.includes(needed)) return { kind: 'redirect', to: needed === 'whitelabel' ? '/whitelabel/upgrade' : '/' }
  if (def.path === '/') return { kind: 'redirect', to: landing[set.name] }
  if (def.redirect) return { kind: 'redirect', to: def.redirect }
  return { kind: 'render' }
}

describe('route guards', () => {
  it('declares the module each route group needs', () => {
    for (const def of routes) expect(def.module, def.name).toBe(requiredModule(def))
  })

  const cases = routes.flatMap((def) => moduleSets.flatMap((set) => [true, false].map((signedIn) => ({ def, set, signedIn }))))
  it.each(cases.map((c) => [`${c.def.name} ${c.signedIn ? 'signed in' : 'signed out'} with ${c.set.name}`, c] as const))('%s', (_, { def, set, signedIn }) => {
    expect(guard(def, { signedIn, modules: set.modules })).toEqual(expected(def, signedIn, set))
  })

  it('lands on the first sidebar module, else Settings', () => {
    for (const set of moduleSets) expect(landingPath(set.modules), set.name).toBe(landing[set.name])
  })

  it('always shows Settings in the sidebar and shows module entries only with their module', () => {
    for (const set of moduleSets) {
      const keys = visibleSidebar(set.modules).map((e) => e.key)
      expect(keys, set.name).toContain('settings')
      for (const entry of visibleSidebar(set.modules)) if (entry.module) expect(set.modules).toContain(entry.module)
    }
    expect(visibleSidebar([]).map((e) => e.key)).toEqual(['settings'])
  })

  it('sends a user without white-label to the upgrade page, which itself only needs sign-in', () => {
    const packages = routes.find((d) => d.name === 'whitelabel.packages')!
    const upgrade = routes.find((d) => d.name === 'whitelabel.upgrade')!
    expect(guard(packages, { signedIn: true, modules: ['leads'] })).toEqual({ kind: 'redirect', to: '/whitelabel/upgrade' })
    expect(guard(upgrade, { signedIn: true, modules: [] })).toEqual({ kind: 'render' })
  })

  it('needs the wallet module for the wallet page only', () => {
    const wallet = routes.find((d) => d.name === 'settings.wallet')!
    const business = routes.find((d) => d.name === 'settings.businessProfile')!
    expect(guard(wallet, { signedIn: true, modules: ['leads'] })).toEqual({ kind: 'redirect', to: '/' })
    expect(guard(wallet, { signedIn: true, modules: ['wallet'] })).toEqual({ kind: 'render' })
    expect(guard(business, { signedIn: true, modules: [] })).toEqual({ kind: 'render' })
  })
})
