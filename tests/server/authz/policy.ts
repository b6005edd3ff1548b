import type { ModuleSlug } from '../../../src/shared/modules'

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
 * What a route needs. public: nothing; signed-by-caller: public, but the caller proves itself inside the request (a
 * payment provider's signature, a reseller's inbound secret), so every principal gets what nobody gets; signed-in: a
 * session or a key; session-only: a person's session, never a key; module:x: signed in where the module is held;
 * staff: the admin module and a staff role; super-admin: the admin module and the super admin role; api-key: a key only.
 */
export type RouteKind =
  | 'public' | 'signed-by-caller' | 'signed-in' | 'session-only' | `module:${Exclude<ModuleSlug, 'admin'>}` | 'staff' | 'super-admin' | 'api-key'

/** `'GET PUT /api/x/:id'` stands for one row per method. */
export const routesByKind: Record<RouteKind, readonly string[]> = {
  'public': [
    'POST /api/log-app-error',
    'POST /auth/login',
    'POST /auth/register',
    'POST /auth/confirm-email',
    'POST /auth/resend-email-verification-code',
    'POST /auth/forgot-password',
    'POST /auth/reset-password/check-code',
    'POST /auth/reset-password',
    'POST /auth/login-with-social',
    'POST /api/site-settings',
    'GET /api/openapi.json',
    'POST /api/team/invitations/accept',
    'GET /api/wl/brand-images/:id',
    'GET /api/wl/tls-ask',
    'GET /api/sales-pages/:slug',
    'POST /api/sales-pages/:slug/checkout',
  ],
  'signed-by-caller': [
    'POST /api/webhooks/stripe',
    'POST /api/inbound/:tenant/subscriptions',
    'POST /api/inbound/:tenant/subscriptions/cancel',
    'POST /api/inbound/:tenant/sales-pages/activate',
    'POST /api/webhooks/stripe-connect',
    'POST /api/webhooks/paykickstart',
  ],
  'signed-in': [
    'GET /api/me',
    'GET /api/user-limits',
    'GET /api/wl/check-billing-portals',
    'GET /api/accounts',
    'GET POST /api/accounts/children',
    'PUT /api/accounts/children/:id',
    'GET POST /api/business-details/data',
    'PUT /api/business-details/data/:id',
    'GET /api/terms',
    'GET /api/chat-widget',
    'GET /api/topics',
    'GET /api/courses',
    'GET /api/courses/items/:id',
    'GET /api/courses/:id',
    'POST DELETE /api/courses/items/:id/complete',
    'GET /api/find',
    'GET PUT DELETE /api/integrations/gpt',
    'GET /api/integrations/crm',
    'POST /api/integrations/crm/callback',
    'POST /api/integrations/crm/:provider/connect',
    'DELETE /api/integrations/crm/:provider',
    'GET PUT DELETE /api/integrations/crm/:provider/fields',
    'GET POST /api/integrations/webhooks',
    'GET PUT DELETE /api/integrations/webhooks/:id',
    'POST /api/integrations/webhooks/:id/reveal',
    'POST /api/integrations/webhooks/:id/test',
    'GET /api/campaign-types',
    'GET POST /api/team/members',
    'PUT DELETE /api/team/members/:id',
    'POST /api/team/members/:id/resend',
    'GET /api/wl/tenant-script',
    'GET /api/reseller-training',
  ],
  'session-only': [
    'POST /api/me',
    'POST /api/me/password',
    'POST /api/mail-change',
    'POST /api/mail-change/resend',
    'POST /api/mail-change/confirm',
    'POST /api/accounts/switch',
    'POST /api/admin/impersonation/end',
    'GET POST /api/user-api-key',
    'PUT DELETE /api/user-api-key/:id',
    'POST /auth/logout',
    'POST /api/callbacks/finish',
    'POST /api/accept-terms',
  ],
  'module:leads': [
    'GET POST /api/prompts',
    'PUT DELETE /api/prompts/:id',
    'GET POST /api/business-details/fine-tunes',
    'PUT DELETE /api/business-details/fine-tunes/:id',
    'GET /api/get-all-openai-default-questions',
    'GET /api/business-details/get-fine-tunes-variables',
    'POST /api/business-details/generateFineTune',
    'GET /api/ai/writer',
    'POST /api/ai/preview',
    'POST /api/ai/write',
    'GET POST /api/autopilots',
    'POST /api/autopilots/preview-schedule',
    'GET PUT DELETE /api/autopilots/:id',
    'POST /api/autopilots/:id/pause',
    'POST /api/autopilots/:id/resume',
    'POST /api/autopilots/:id/run-now',
    'POST /api/autopilots/:id/duplicate',
    'GET /api/autopilots/:id/runs',
    'GET POST /api/custom-labels',
    'PUT DELETE /api/custom-labels/:id',
    'POST /api/custom-labels/assign',
    'POST /api/custom-labels/remove',
    'POST /api/lead-jobs/estimate',
    'POST GET /api/lead-jobs',
    'GET /api/lead-jobs/:id',
    'GET /api/lead-jobs/:id/failures',
    'POST /api/lead-jobs/:id/redeliver',
    'POST /api/lead-jobs/:id/cancel',
    'GET /api/lead-jobs/:id/events',
    'GET POST /api/campaigns',
    'POST /api/campaigns/bulk-delete',
    'POST /api/campaigns/bulk-archive',
    'POST /api/campaigns/details',
    'POST /api/campaigns/archive/:id',
    'GET PUT DELETE /api/campaigns/:id',
    'GET /api/campaigns/:id/progress',
    'POST /api/campaigns/:id/search',
    'POST /api/campaigns/:id/resume',
    'POST /api/campaign/:id/history',
    'GET /api/campaign-webhook/:id',
    'POST /api/campaign-webhook-setup/:id',
    'POST /api/industry-results/:id',
    'POST /api/company-results/:id',
    'POST /api/people-results/:id',
    'POST /api/single-results/:id',
    'POST /api/influencer-results/:id',
    'POST /api/intent-results/:id',
    'GET /api/results/:id',
    'POST /api/results/delete',
    'POST /api/campaigns/:id/results/count',
    'POST /api/campaigns/:id/manual-entry',
    'POST /api/campaigns/:id/influencer-import',
    'GET POST /api/campaigns/:id/export.csv',
    'GET /api/locations/countries',
    'GET /api/locations/states',
    'GET /api/locations/cities',
    'GET /api/locations/nearby',
    'GET /api/place-categories',
    'GET /api/campaigns/:id/events',
    'GET /api/search-estimate',
    'GET /api/workflow-templates',
    'GET POST /api/workflows',
    'GET PUT DELETE /api/workflows/:id',
    'POST /api/workflows/:id/publish',
    'POST GET /api/workflows/:id/runs',
    'POST /api/workflows/:id/runs/:runId/resume',
    'GET /api/workflows/:id/runs/:runId/log',
  ],
  'module:ai_suggest': [
    'GET POST /api/icp-suggestions',
    'POST /api/business-details/website',
    'POST /api/business-details/single-link',
    'GET /api/business-details/check-crawled-status',
    'GET POST /api/business-details/website-links',
    'GET PUT DELETE /api/business-details/website-links/:id',
    'GET POST /api/business-details/training-texts',
    'PUT DELETE /api/business-details/training-texts/:id',
    'GET POST /api/business-details/training-qa',
    'PUT DELETE /api/business-details/training-qa/:id',
    'POST /api/calculate-tokens-ai-training',
    'GET POST /api/business-details/training-files',
    'PUT DELETE /api/business-details/training-files/:id',
  ],
  'module:wallet': [
    'POST /api/billing-portal',
    'GET /api/billing-portal/local',
    'GET /api/wallet',
    'GET /api/wallet/transactions',
    'GET /api/wallet/transactions.csv',
    'GET /api/wallet/payments',
    'GET /api/wallet/payments/:id',
    'POST /api/wallet/cards/setup',
    'POST /api/wallet/cards',
    'POST /api/wallet/cards/:id/default',
    'POST /api/wallet/cards/:id/reconnect',
    'DELETE /api/wallet/cards/:id',
    'POST /api/wallet/purchases',
    'PUT /api/wallet/auto-top-up',
  ],
  'module:whitelabel': [
    'GET PUT /api/wl/business-account',
    'POST DELETE /api/wl/business-account/logo',
    'POST DELETE /api/wl/business-account/favicon',
    'GET POST /api/wl/domains',
    'POST /api/wl/domains/:id/verify',
    'DELETE /api/wl/domains/:id',
    'GET /api/wl/package-plans',
    'GET POST /api/wl/packages',
    'GET PUT DELETE /api/wl/packages/:id',
    'POST /api/wl/packages/:id/publish',
    'GET PUT /api/wl/packages/:id/sales-settings',
    'GET POST /api/wl/subscriptions',
    'GET /api/wl/subscriptions/usage-history',
    'POST /api/wl/subscriptions/inbound-secret',
    'POST GET /api/wl/subscriptions/bulk',
    'GET /api/wl/subscriptions/bulk/:id',
    'GET /api/wl/subscriptions/bulk/:id/errors',
    'GET PUT /api/wl/subscriptions/:id',
    'POST /api/wl/subscriptions/:id/cancel',
    'POST /api/wl/subscriptions/:id/undo-cancel',
    'POST /api/wl/subscriptions/:id/refund',
    'POST /api/wl/subscriptions/:id/restore',
    'POST /api/wl/subscriptions/:id/pause',
    'POST /api/wl/subscriptions/:id/resume',
    'GET POST /api/wl/partners',
    'GET PUT DELETE /api/wl/partners/:id',
    'GET PUT /api/wl/smtp',
    'POST /api/wl/smtp/test',
    'GET /api/wl/email-templates',
    'GET PUT DELETE /api/wl/email-templates/:name',
    'POST /api/wl/email-templates/:name/preview',
    'GET POST /api/wl/training/courses',
    'GET PUT DELETE /api/wl/training/courses/:id',
    'POST /api/wl/training/courses/:id/pages',
    'GET PUT DELETE /api/wl/training/courses/:id/pages/:pageId',
    'GET PUT /api/wl/webhook',
    'GET /api/wl/webhook/deliveries',
    'POST /api/wl/webhook/deliveries/:id/redeliver',
    'GET PUT /api/wl/billing',
    'POST /api/wl/stripe/connect',
    'POST /api/wl/stripe/callback',
    'DELETE /api/wl/stripe',
    'GET PUT /api/wl/links',
  ],
  'staff': [
    'GET /api/admin/outbox',
    'GET POST /api/admin/topics',
    'PUT DELETE /api/admin/topics/:id',
    'GET POST /api/admin/courses',
    'GET PUT DELETE /api/admin/courses/:id',
    'POST /api/admin/courses/:id/items',
    'PUT DELETE /api/admin/courses/:id/items/:itemId',
    'PUT /api/admin/courses/:id/order',
    'GET POST /api/admin/partners',
    'GET PUT DELETE /api/admin/partners/:id',
    'GET /api/admin/analytics/:name',
    'GET POST /api/admin/plans',
    'GET PUT DELETE /api/admin/plans/:id',
    'GET POST /api/admin/users',
    'POST /api/admin/users/bulk',
    'GET PUT DELETE /api/admin/users/:id',
    'POST /api/admin/users/:id/restore',
    'POST /api/admin/users/:id/reset-limits',
    'DELETE /api/admin/users/:id/extra-requests',
    'POST /api/admin/users/:id/credits',
    'GET /api/admin/users/:id/history',
    'POST /api/admin/users/:id/impersonate',
    'GET /api/admin/audit',
  ],
  'super-admin': [
    'GET POST /api/admin/default-prompts',
    'PUT DELETE /api/admin/default-prompts/:id',
    'GET POST /api/admin/default-questions',
    'PUT DELETE /api/admin/default-questions/:id',
  ],
  'api-key': [
    'GET /api/zapier/me',
    'POST /api/zapier/hooks',
    'DELETE /api/zapier/hooks/:id',
    'GET /api/zapier/hooks/sample',
  ],
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
