import type { Context, Hono, MiddlewareHandler } from 'hono'
import { matchedRoutes, routePath } from 'hono/route'
import type { Struct } from 'superstruct'
import type { ModuleSlug } from '../../shared/modules'
import type { Role } from '../../shared/types'
import type { KeyUse } from './require-user'

/**
 * Who may call a route, declared where the route is registered (its first handler, from src/server/http/allow.ts):
 * anyone (the sign-in flows, the look of the login page, signed payment events), a signed-in user (optionally with
 * one of some roles, or holding a module) and whether one of the account's API keys may stand in for the sign-in,
 * or only a machine with an API key (Zapier's hooks).
 */
export type RoutePolicy =
  | { who: 'anyone' }
  | { who: 'user'; keys: KeyUse; roles?: readonly Role[]; module?: ModuleSlug }
  | { who: 'api-key' }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMiddleware = MiddlewareHandler<any>

const declared = new WeakMap<AnyMiddleware, RoutePolicy>()

/** Marks `check` as the middleware that enforces `policy`, so the route table can tell what each route declared. */
export function declarePolicy<M extends AnyMiddleware>(policy: RoutePolicy, check: M): M {
  declared.set(check, policy)
  return check
}

export type PolicedRoute = { method: string; path: string; policy: RoutePolicy | undefined }

/**
 * Every route of `app` with the policy its first handler declares (undefined when it declares none). Hono lists each
 * handler of a route as its own entry, in order; middleware added with `use` (method ALL: the front door) is not a
 * route.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function routeTable(app: Hono<any, any, any>): PolicedRoute[] {
  const table: PolicedRoute[] = []
  let previous: { method: string; path: string } | undefined
  for (const entry of app.routes) {
    const sameRoute = previous?.method === entry.method && previous.path === entry.path
    previous = entry
    if (entry.method === 'ALL' || sameRoute) continue
    table.push({ method: entry.method, path: entry.path, policy: declared.get(entry.handler) })
  }
  return table
}

/** What a route reads, declared where it is registered so the OpenAPI document can describe it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteReads = { body?: Struct<any, any>; query?: Struct<any, any> }

const reading = new WeakMap<AnyMiddleware, RouteReads>()

/**
 * A pass-through handler placed after the policy: `app.post('/campaigns', allow.module('leads'), reads({ body }), h)`.
 * The handler still validates with the same struct (readBody, validate); this only names it for the route table.
 */
export function reads(what: RouteReads): AnyMiddleware {
  const mark: AnyMiddleware = (_c, next) => next()
  reading.set(mark, what)
  return mark
}

export type DescribedRoute = PolicedRoute & RouteReads

/** The route table with what each route reads (the schemas its `reads` handler names). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function describedRoutes(app: Hono<any, any, any>): DescribedRoute[] {
  const byRoute = new Map<string, RouteReads>()
  for (const entry of app.routes) {
    const what = reading.get(entry.handler)
    if (what) byRoute.set(`${entry.method} ${entry.path}`, what)
  }
  return routeTable(app).map((route) => ({ ...route, ...byRoute.get(`${route.method} ${route.path}`) }))
}

/**
 * What the route answering `c` declared with `reads` (its mark is among the handlers matched for this request, on the
 * same method and path as the handler running now). Undefined when it declared nothing.
 */
export function declaredReads(c: Context): RouteReads | undefined {
  const path = routePath(c)
  for (const route of matchedRoutes(c)) {
    if (route.path !== path || (route.method !== c.req.method && route.method !== 'ALL')) continue
    const what = reading.get(route.handler)
    if (what) return what
  }
  return undefined
}

/**
 * The OpenAPI document is made from the `reads` declarations, so a route that validates with a schema it did not
 * declare would be described wrongly: reading one is a programming error, thrown (a 500) so that the walk over every
 * route with bodies (tests/server/fuzz/every-route.test.ts) finds it.
 */
export function assertDeclared(c: Context, part: keyof RouteReads, struct?: Struct<any, any>): void {
  const declared = declaredReads(c)?.[part]
  if (declared && (struct === undefined || declared === struct)) return
  throw new Error(`${c.req.method} ${routePath(c)} reads its ${part} with a schema it does not declare: add reads({ ${part} }) where it is registered`)
}
