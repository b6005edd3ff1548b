import type { ModuleSlug } from '../../../src/shared/modules'
import { routesByKind, type RouteKind } from './policy-routes'

/**
 * The authorization policy the matrix (tests/server/authz/matrix.test.ts) holds the server to: for every route, what
 * each principal gets. Written by rule: each route is listed once under its kind (what it needs), each principal says
 * what it has, and `outcomeFor` derives the answer; `exceptions` names the routes whose own service adds a rule (the
 * owner-only ones) with the answer each principal gets there. A route of the app that is listed nowhere fails the
 * matrix: adding a route means placing it here. The format is described in docs/architecture.md ("Security").
 */
export type PrincipalName =
  | 'anonymous' | 'superAdmin' | 'admin' | 'resellerA' | 'resellerB' | 'customerA'
  | 'parent' | 'child' | 'member' | 'partner' | 'keyRead' | 'keyReadWrite'

/** What a principal brings to a request: a session or an API key (and its scope), a platform role, the modules it holds where it acts. */
type Holds = { via: 'nothing' | 'session' | 'read-key' | 'read-write-key'; role: 'super_admin' | 'admin' | 'user'; modules: readonly ModuleSlug[] }

const signUp: readonly ModuleSlug[] = ['leads', 'ai_suggest', 'wallet']

export const principals: Record<PrincipalName, Holds> = {
  anonymous: { via: 'nothing', role: 'user', modules: [] },
  // The seeded super admin's account holds every module; an admin's holds the admin module beside the sign-up's.
  superAdmin: { via: 'session', role: 'super_admin', modules: [...signUp, 'admin', 'whitelabel'] },
  admin: { via: 'session', role: 'admin', modules: [...signUp, 'admin'] },
  // A reseller's account holds the white-label module; its customers' accounts hold what their package gives.
  resellerA: { via: 'session', role: 'user', modules: [...signUp, 'whitelabel'] },
  resellerB: { via: 'session', role: 'user', modules: [...signUp, 'whitelabel'] },
  customerA: { via: 'session', role: 'user', modules: signUp },
  // The parent's owner, and the same person's session switched into a child (acting there with the child's modules).
  parent: { via: 'session', role: 'user', modules: signUp },
  child: { via: 'session', role: 'user', modules: signUp },
  // A team member of the parent's account, given one module.
  member: { via: 'session', role: 'user', modules: ['leads'] },
  // A partner is an attribute of a person, not a role: it opens nothing more than a plain user's account.
  partner: { via: 'session', role: 'user', modules: signUp },
  // Keys of the parent's account: they act with its owner's access, a read key only with GET.
  keyRead: { via: 'read-key', role: 'user', modules: signUp },
  keyReadWrite: { via: 'read-write-key', role: 'user', modules: signUp },
}

/**
 * An answer: 'allow' (any status but 401, 403, 500 and, on the caller's own object, 404), 'as-anonymous' (whatever
 * nobody signed in gets: the credential is not what the route reads), or the refusal's status.
 */
export type Outcome = 'allow' | 'as-anonymous' | 401 | 403 | 404

/** Routes that end the caller's session: the matrix walks them after everything else. */
export const sessionEnding: readonly string[] = ['POST /auth/logout']

/**
 * Routes whose service adds a rule on top of their kind, with the answer of each principal it changes, and why. Only
 * a top-level account's owner manages its related accounts and its team (a parent's owner acting in a child manages
 * the child's team too).
 */
export const exceptions: Record<string, { why: string; outcomes: Partial<Record<PrincipalName, Outcome>> }> = {
  ...each(['GET /api/accounts/children', 'POST /api/accounts/children', 'PUT /api/accounts/children/:id'], {
    why: 'only the owner of a top-level account manages its related accounts: a child has none, a team member manages none',
    outcomes: { child: 403, member: 403 },
  }),
  ...each(['GET /api/team/members', 'POST /api/team/members', 'PUT /api/team/members/:id', 'DELETE /api/team/members/:id', 'POST /api/team/members/:id/resend'], {
    why: "only the account's owner (or its parent's owner) manages its team",
    outcomes: { member: 403 },
  }),
}

function each<T>(routes: string[], row: T): Record<string, T> {
  return Object.fromEntries(routes.map((route) => [route, row]))
}

/** One row per method and path, with its kind. */
export function policyRows(): Map<string, RouteKind> {
  const rows = new Map<string, RouteKind>()
  for (const [kind, lines] of Object.entries(routesByKind) as [RouteKind, readonly string[]][]) {
    for (const line of lines) {
      const parts = line.split(' ')
      const path = parts.pop() as string
      for (const method of parts) {
        const key = `${method} ${path}`
        if (rows.has(key)) throw new Error(`${key} is listed twice in the policy`)
        rows.set(key, kind)
      }
    }
  }
  return rows
}

const READS = new Set(['GET', 'HEAD'])

/** The answer the principal gets on the route by its kind and the exceptions, before any object is looked up. */
export function outcomeFor(route: string, kind: RouteKind, name: PrincipalName): Outcome {
  const exception = exceptions[route]?.outcomes[name]
  if (exception !== undefined) return exception
  const who = principals[name]
  const method = route.split(' ')[0]
  const key = who.via === 'read-key' || who.via === 'read-write-key'
  if (kind === 'public') return 'allow'
  if (kind === 'signed-by-caller') return 'as-anonymous'
  if (kind === 'api-key') {
    if (!key) return 401
    return who.via === 'read-key' && !READS.has(method) ? 403 : 'allow'
  }
  if (who.via === 'nothing') return 401
  if (key && kind === 'session-only') return 403
  if (who.via === 'read-key' && !READS.has(method)) return 403
  if (kind === 'signed-in' || kind === 'session-only') return 'allow'
  const module: ModuleSlug = kind === 'staff' || kind === 'super-admin' ? 'admin' : (kind.slice('module:'.length) as ModuleSlug)
  if (!who.modules.includes(module)) return 403
  if (kind === 'staff' && who.role === 'user') return 403
  if (kind === 'super-admin' && who.role !== 'super_admin') return 403
  return 'allow'
}

/**
 * Whose the object of a route with an id is. tenant: an account's row, so another account's id answers 404 (never
 * 403: a foreign id reads exactly like a missing one); platform: the platform's records (the admin console's, the
 * courses everybody reads), one for everybody; none: the route takes no object id, or a public one.
 */
export function objectKind(route: string, kind: RouteKind): 'tenant' | 'platform' | 'none' {
  const path = route.split(' ')[1]
  if (kind === 'public' || kind === 'signed-by-caller' || !/:(id|itemId|pageId|runId)\b/.test(path)) return 'none'
  if (path.startsWith('/api/admin/') || path.startsWith('/api/courses/')) return 'platform'
  return 'tenant'
}
