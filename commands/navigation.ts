import { guard, hasParams, routes, type RouteDef } from '../src/shared/routes'
import { defineCommand, type AnyCommand } from './registry'
import { routeTitleKey } from './titles'
import type { CommandContext } from './types'

/**
 * Return pages of external flows (CRM, sign-in, payment) and the local billing portal, which "Open billing portal"
 * opens with its state; opening them by hand does nothing useful.
 */
const returnOnlyRoutes = new Set(['crmCallback', 'callback', 'whitelabel.stripeCallback', 'billingPortal.local'])

/** A route a user can open by name: no params, not a pure redirect, not a return page. */
export function isNavigable(def: RouteDef): boolean {
  return !hasParams(def) && !def.redirect && def.name !== 'home' && !returnOnlyRoutes.has(def.name)
}

/** The reason key shown when the route's guard would send the user elsewhere. */
export function navigationAvailability(def: RouteDef, ctx: Pick<CommandContext, 'user' | 'modules'>): true | string {
  const signedIn = ctx.user !== null
  const result = guard(def, { signedIn, modules: ctx.modules })
  if (result.kind === 'render') return true
  if (def.layout === 'auth') return 'commands.reason.signedIn'
  if (!signedIn) return 'commands.reason.signInRequired'
  if (def.module && !ctx.modules.includes(def.module)) return `commands.reason.module.${def.module}`
  return 'commands.reason.unavailable'
}

export function navigationCommand(def: RouteDef): AnyCommand {
  return defineCommand({
    id: `nav.${def.name}`,
    title: 'commands.nav.go',
    titleParams: { page: `@${routeTitleKey(def.name)}` },
    group: 'navigate',
    keywords: def.path.split('/').filter(Boolean).flatMap((part) => part.split('-')),
    shortcut: def.shortcut,
    scope: 'global',
    when: (ctx) => navigationAvailability(def, ctx),
    opens: () => def.path,
    run: (ctx) => ctx.navigate(def.path),
  })
}

export const navigationCommands: AnyCommand[] = routes.filter(isNavigable).map(navigationCommand)
