import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { and, eq, inArray } from 'drizzle-orm'
import type { ModuleSlug } from '../../src/shared/modules'
import { accountModules, modules } from '../../src/server/db/schema'
import { allowFor } from '../../src/server/http/allow'
import { declarePolicy, routeTable, type PolicedRoute, type RoutePolicy } from '../../src/server/http/route-policy'
import { serverModules } from '../../src/server/registered-modules'
import { ADMIN, startTestServer, type TestServer } from './harness'

/** Every route of the app with the policy it declares, read from the app's own route table. */
let server: TestServer
let routes: PolicedRoute[]
let plainUser: string

beforeAll(async () => {
  // The walk with API keys calls every route twice with the same key: no rate limit in the way.
  server = await startTestServer({ mail: 'outbox', config: { apiKeyRateLimit: { limit: 100_000, windowSeconds: 60 } } })
  routes = routeTable(server.app)
  plainUser = (await server.signedInUser('policy')).token
  // A sign-up's plan holds no white-label module: the plain user is a reseller too, so the walks reach those routes.
  const me = await server.request('GET', '/api/me', { token: plainUser })
  const [whitelabel] = await server.db.select().from(modules).where(eq(modules.slug, 'whitelabel'))
  await server.db.insert(accountModules).values({ accountId: me.body.account.id, moduleId: whitelabel.id })
}, 60_000)
afterAll(() => server?.close())

/** A concrete path for a route pattern: any id will do, the policy answers before the handler looks. */
const samplePath = (pattern: string) => pattern.replace(/:provider\b/g, 'ghl').replace(/:[a-z]+/gi, '1')
const call = (route: PolicedRoute, token?: string) =>
  server.request(route.method, samplePath(route.path), { token, ...(route.method === 'GET' ? {} : { body: {} }) })
const named = (route: PolicedRoute) => `${route.method} ${route.path}`
const withPolicy = (test: (r: PolicedRoute) => boolean) => routes.filter(test)

/**
 * The module each area of the API needs: the AI tools (training, ICP suggestions), lead search (lists, results,
 * searches, labels, lead jobs, the AI writing of leads and its prompts), white-label, the wallet and the admin
 * console. A signed-in route of one of them must check its module.
 */
const moduleAreas: ReadonlyArray<readonly [RegExp, ModuleSlug]> = [
  [/^\/api\/(campaigns|campaign\/|campaign-webhook)/, 'leads'],
  [/^\/api\/([a-z]+-results|results)\//, 'leads'],
  [/^\/api\/(custom-labels|lead-jobs|locations|place-categories|prompts|ai|search-estimate|autopilots|workflows|workflow-templates)(\/|$)/, 'leads'],
  [/^\/api\/(business-details\/(fine-tunes|get-fine-tunes-variables|generateFineTune)|get-all-openai-default-questions)/, 'leads'],
  [/^\/api\/(business-details\/(website|single-link|check-crawled-status|training-)|calculate-tokens-ai-training|icp-suggestions)/, 'ai_suggest'],
  [/^\/api\/(wallet|billing-portal)(\/|$)/, 'wallet'],
  [/^\/api\/(whitelabel|wl)\/(?!(check-billing-portals|tenant-script)$)/, 'whitelabel'],
  // Ending an impersonation is called with the impersonation token, whose user holds no admin module.
  [/^\/api\/admin\/(?!impersonation\/end$)/, 'admin'],
]
/**
 * Signed-in routes that need no module: the person's profile, e-mail and password, the account's limits, settings
 * pages shown to everyone (business profile, integrations, API keys), the accounts they act as and their team (the
 * owner-only check is in the service), the reference
 * data every session loads at sign-in (list types, onboarding topics), and the palette's entity search (it answers
 * each kind of entity only to a holder of its module).
 */
const moduleFree: readonly RegExp[] = [
  /^\/auth\/logout$/,
  /^\/api\/admin\/impersonation\/end$/,
  /^\/api\/(me|mail-change|accept-terms|terms|chat-widget|callbacks|user-limits|wl\/check-billing-portals|wl\/tenant-script)(\/|$)/,
  /^\/api\/(accounts|team|user-api-key|integrations)(\/|$)/,
  /^\/api\/business-details\/data(\/|$)/,
  /^\/api\/(campaign-types|topics|find)$/,
  /^\/api\/courses(\/|$)/,
  // A reseller's customers read its training center whatever modules they hold.
  /^\/api\/reseller-training$/,
]

/** The module a signed-in route's area needs, `null` for the module-free ones, `undefined` for a route nobody placed. */
const areaOf = (path: string): ModuleSlug | null | undefined => moduleAreas.find(([area]) => area.test(path))?.[1] ?? (moduleFree.some((free) => free.test(path)) ? null : undefined)

/** The signed-in routes whose declared module is not their area's: a lead, AI, wallet or admin route that checks none, or an unplaced route. */
const misdeclared = (table: PolicedRoute[]) =>
  table
    .filter((r) => r.policy?.who === 'user')
    .filter((r) => {
      const area = areaOf(r.path)
      return area === undefined || (r.policy as { module?: ModuleSlug }).module !== (area ?? undefined)
    })
    .map(named)

/** The signed-in routes whose policy does not say whether an API key may call them. */
const keyUndeclared = (table: PolicedRoute[]) =>
  table.filter((r) => r.policy?.who === 'user' && !['allowed', 'refused'].includes((r.policy as { keys?: string }).keys ?? '')).map(named)

describe('route policies', () => {
  it('finds a route that declares no policy', () => {
    const app = new Hono()
    const allow = allowFor(server.deps)
    app.get('/declared', allow.signedIn, (c) => c.text('ok'))
    app.get('/undeclared', (c) => c.text('ok'))
    app.post('/declared-too', allow.anyone, (c) => c.text('ok'))
    expect(routeTable(app).map((r) => [named(r), r.policy?.who])).toEqual([
      ['GET /declared', 'user'],
      ['GET /undeclared', undefined],
      ['POST /declared-too', 'anyone'],
    ])
  })

  it('every route of the app declares who may call it, and no two routes share a method and path', () => {
    expect(routes.length).toBeGreaterThan(100)
    expect(routes.filter((r) => !r.policy).map(named)).toEqual([])
    const seen = routes.map(named)
    expect(seen.filter((r, i) => seen.indexOf(r) !== i)).toEqual([])
  })

  it('keeps the public routes public: the sign-in flows, the login page look, error reports, payment events', () => {
    expect(withPolicy((r) => r.policy?.who === 'anyone').map(named).sort()).toEqual(
      [
        'GET /api/openapi.json',
        'POST /api/inbound/:tenant/sales-pages/activate',
        'POST /api/inbound/:tenant/subscriptions',
        'POST /api/inbound/:tenant/subscriptions/cancel',
        'POST /api/log-app-error',
        'POST /api/site-settings',
        'POST /api/team/invitations/accept',
        'POST /api/webhooks/stripe',
        // A: the look's images and the TLS proxy's question
        'GET /api/wl/brand-images/:id',
        'GET /api/wl/tls-ask',
        // C: the reseller's payment providers' events, authenticated by their signatures
        'POST /api/webhooks/paykickstart',
        'POST /api/webhooks/stripe-connect',
        // B: a reseller's public sales pages
        'GET /api/sales-pages/:slug',
        'POST /api/sales-pages/:slug/checkout',
        'POST /auth/confirm-email',
        'POST /auth/forgot-password',
        'POST /auth/login',
        'POST /auth/login-with-social',
        'POST /auth/register',
        'POST /auth/resend-email-verification-code',
        'POST /auth/reset-password',
        'POST /auth/reset-password/check-code',
      ].sort(),
    )
  })

  it('answers a public route without asking who calls', async () => {
    // The inbound calls of a reseller's systems are public routes that check the reseller's secret themselves.
    for (const route of withPolicy((r) => r.policy?.who === 'anyone' && !r.path.startsWith('/api/inbound/'))) {
      const res = await call(route)
      expect([401, 403], named(route)).not.toContain(res.status)
    }
  })

  it('answers 401 to every signed-in route called without a token', async () => {
    const signedIn = withPolicy((r) => r.policy?.who === 'user')
    expect(signedIn.length).toBeGreaterThan(90)
    for (const route of signedIn) {
      const res = await call(route)
      expect(res.status, named(route)).toBe(401)
      expect(res.body.code, named(route)).toBe('error.unauthenticated')
    }
  })

  it('answers 403 to a plain user on the routes of other roles', async () => {
    const byRole = withPolicy((r) => r.policy?.who === 'user' && r.policy.roles !== undefined)
    expect(byRole.map(named)).toContain('GET /api/admin/outbox')
    expect(byRole.map(named)).toContain('POST /api/admin/default-prompts')
    for (const route of byRole) expect((await call(route, plainUser)).status, named(route)).toBe(403)
  })

  it('finds a lead route that checks no module, and a route of no known area', () => {
    const app = new Hono()
    const allow = allowFor(server.deps)
    app.get('/api/campaigns', allow.signedIn, (c) => c.text('forgot its module'))
    app.get('/api/wallet', allow.module('wallet'), (c) => c.text('ok'))
    app.get('/api/me', allow.signedIn, (c) => c.text('ok'))
    app.get('/api/somewhere-new', allow.signedIn, (c) => c.text('nobody placed it'))
    expect(misdeclared(routeTable(app))).toEqual(['GET /api/campaigns', 'GET /api/somewhere-new'])
  })

  it('every route of the AI, lead search, white-label, wallet and admin areas checks its module', () => {
    expect(misdeclared(routes)).toEqual([])
    const byModule = withPolicy((r) => r.policy?.who === 'user' && r.policy.module !== undefined)
    expect(new Set(byModule.map((r) => (r.policy as { module: string }).module))).toEqual(new Set(['leads', 'ai_suggest', 'wallet', 'admin', 'whitelabel']))
    expect(byModule.length).toBeGreaterThan(90)
  })

  it('answers 403 with a message naming the module on every module route, to a user whose account lacks it', async () => {
    const { token } = await server.signedInUser('no-modules')
    const me = await server.request('GET', '/api/me', { token })
    await server.db.delete(accountModules).where(eq(accountModules.accountId, me.body.account.id))
    const names: Record<string, string> = { leads: 'Lead search', ai_suggest: 'AI', wallet: 'Wallet', admin: 'Admin', whitelabel: 'White-label' }
    for (const route of withPolicy((r) => r.policy?.who === 'user' && r.policy.module !== undefined)) {
      const module = (route.policy as { module: ModuleSlug }).module
      const res = await call(route, token)
      expect(res.status, named(route)).toBe(403)
      expect(res.body, named(route)).toMatchObject({ code: 'accounts.module_required', params: { module } })
      expect(res.body.message, named(route)).toContain(names[module])
    }
  })

  it('lets a user holding the module through on every module route (the admin routes: a super admin)', async () => {
    const admin = await server.login(ADMIN.email, ADMIN.password)
    for (const route of withPolicy((r) => r.policy?.who === 'user' && r.policy.module !== undefined)) {
      const res = await call(route, (route.policy as { module: ModuleSlug }).module === 'admin' ? admin : plainUser)
      // The sample id 1 is the super admin: the users API refuses by its own rules (nobody deletes or impersonates themselves).
      if (res.status === 403 && String(res.body.code).startsWith('admin_users.')) continue
      expect([401, 403], `${named(route)} ${JSON.stringify(res.body)}`).not.toContain(res.status)
      expect(res.status, named(route)).toBeLessThan(500)
    }
  })

  it('checks the role as well on the admin routes: the admin module alone is not enough', async () => {
    const { token } = await server.signedInUser('admin-module-only')
    const me = await server.request('GET', '/api/me', { token })
    const [adminModule] = await server.db.select().from(modules).where(eq(modules.slug, 'admin'))
    await server.db.insert(accountModules).values({ accountId: me.body.account.id, moduleId: adminModule.id })
    expect((await server.request('GET', '/api/me', { token })).body.modules.map((m: { slug: string }) => m.slug)).toContain('admin')
    const adminRoutes = withPolicy((r) => r.policy?.who === 'user' && r.policy.module === 'admin')
    expect(adminRoutes.map(named)).toContain('GET /api/admin/outbox')
    for (const route of adminRoutes) {
      const res = await call(route, token)
      expect(res.status, named(route)).toBe(403)
      expect(res.body.code, named(route)).toBe('error.forbidden')
    }
    await server.db.delete(accountModules).where(and(eq(accountModules.accountId, me.body.account.id), inArray(accountModules.moduleId, [adminModule.id])))
  })

  it('finds a signed-in route that does not say whether an API key may call it', () => {
    const app = new Hono()
    const allow = allowFor(server.deps)
    app.get('/api/me', allow.signedIn, (c) => c.text('ok'))
    app.get('/api/half-declared', declarePolicy({ who: 'user' } as RoutePolicy, async (_c, next) => next()), (c) => c.text('no key rule'))
    expect(keyUndeclared(routeTable(app))).toEqual(['GET /api/half-declared'])
  })

  it('every signed-in route says whether an API key may call it; only a person manages keys, switches, signs out', () => {
    expect(keyUndeclared(routes)).toEqual([])
    expect(withPolicy((r) => r.policy?.who === 'user' && r.policy.keys === 'refused').map(named).sort()).toEqual(
      [
        'DELETE /api/user-api-key/:id',
        'GET /api/user-api-key',
        'POST /api/admin/impersonation/end',
        'POST /api/accept-terms',
        'POST /api/accounts/switch',
        'POST /api/callbacks/finish',
        'POST /api/mail-change',
        'POST /api/mail-change/confirm',
        'POST /api/mail-change/resend',
        'POST /api/me',
        'POST /api/me/password',
        'POST /api/user-api-key',
        'POST /auth/logout',
        'PUT /api/user-api-key/:id',
      ].sort(),
    )
  })

  it('lets a read_write key through every route a key may call, refuses a read key every write, and any key the person-only routes', async () => {
    const create = (scope: string) => server.request('POST', '/api/user-api-key', { token: plainUser, body: { name: scope, scope } })
    const readWrite = (await create('read_write')).body.token
    const read = (await create('read')).body.token
    const byKey = (route: PolicedRoute, key: string) =>
      server.request(route.method, samplePath(route.path), { headers: { 'x-api-key': key }, ...(route.method === 'GET' ? {} : { body: {} }) })
    const userRoutes = withPolicy((r) => r.policy?.who === 'user' && r.policy.roles === undefined && r.policy.module !== 'admin')
    for (const route of userRoutes) {
      const keys = (route.policy as { keys: string }).keys
      if (keys === 'refused') {
        expect((await byKey(route, readWrite)).body.code, named(route)).toBe('integrations.api_key_not_here')
        continue
      }
      const res = await byKey(route, readWrite)
      expect([401, 403], `${named(route)} ${JSON.stringify(res.body)}`).not.toContain(res.status)
      expect(res.status, named(route)).toBeLessThan(500)
      if (route.method !== 'GET') {
        const refused = await byKey(route, read)
        expect(refused.status, named(route)).toBe(403)
        expect(refused.body.code, named(route)).toBe('integrations.api_key_read_only')
      }
    }
  }, 120_000)

  it('answers 401 on the API-key routes to a call without a key, or with a session token instead', async () => {
    const byKey = withPolicy((r) => r.policy?.who === 'api-key')
    expect(byKey.map(named).sort()).toEqual(['DELETE /api/zapier/hooks/:id', 'GET /api/zapier/hooks/sample', 'GET /api/zapier/me', 'POST /api/zapier/hooks'])
    for (const route of byKey) {
      expect((await call(route)).status, named(route)).toBe(401)
      expect((await call(route, plainUser)).status, named(route)).toBe(401)
    }
  })
})

describe('module registry', () => {
  it('registers every module folder that has routes or a manifest, under its folder name', () => {
    const folders = readdirSync('src/server/modules', { withFileTypes: true }).filter((d) => d.isDirectory())
    const hasManifest = (dir: string) => readdirSync(dir).some((f) => f === 'module.ts' || /(^|-)routes\.ts$/.test(f))
    // A folder of areas (whitelabel/<area>) registers one module per area, named `<folder>-<area>`.
    const ids = folders.flatMap((d) => {
      const dir = `src/server/modules/${d.name}`
      if (hasManifest(dir)) return [d.name]
      const areas = readdirSync(dir, { withFileTypes: true }).filter((a) => a.isDirectory() && hasManifest(`${dir}/${a.name}`))
      return areas.map((a) => `${d.name}-${a.name}`)
    })
    expect(serverModules.map((m) => m.id).sort()).toEqual(ids.sort())
  })
})
