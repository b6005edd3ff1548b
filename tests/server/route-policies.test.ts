import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { userModules } from '../../src/server/db/schema'
import { allowFor } from '../../src/server/http/allow'
import { routeTable, type PolicedRoute } from '../../src/server/http/route-policy'
import { serverModules } from '../../src/server/registered-modules'
import { startTestServer, type TestServer } from './harness'

/** Every route of the app with the policy it declares, read from the app's own route table. */
let server: TestServer
let routes: PolicedRoute[]
let plainUser: string

beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
  routes = routeTable(server.app)
  plainUser = (await server.signedInUser('policy')).token
}, 60_000)
afterAll(() => server?.close())

/** A concrete path for a route pattern: any id will do, the policy answers before the handler looks. */
const samplePath = (pattern: string) => pattern.replace(/:provider\b/g, 'ghl').replace(/:[a-z]+/gi, '1')
const call = (route: PolicedRoute, token?: string) =>
  server.request(route.method, samplePath(route.path), { token, ...(route.method === 'GET' ? {} : { body: {} }) })
const named = (route: PolicedRoute) => `${route.method} ${route.path}`
const withPolicy = (test: (r: PolicedRoute) => boolean) => routes.filter(test)

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
        'POST /api/log-app-error',
        'POST /api/site-settings',
        'POST /api/webhooks/stripe',
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
    for (const route of withPolicy((r) => r.policy?.who === 'anyone')) {
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

  it('answers 403 on a module route to a user without that module', async () => {
    const byModule = withPolicy((r) => r.policy?.who === 'user' && r.policy.module !== undefined)
    expect(new Set(byModule.map((r) => (r.policy as { module: string }).module))).toEqual(new Set(['wallet']))
    const { token } = await server.signedInUser('no-modules')
    const me = await server.request('GET', '/api/me', { token })
    await server.db.delete(userModules).where(eq(userModules.userId, me.body.id))
    for (const route of byModule) expect((await call(route, token)).status, named(route)).toBe(403)
  })

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
    const withManifest = folders.filter((d) => readdirSync(`src/server/modules/${d.name}`).some((f) => f === 'module.ts' || /(^|-)routes\.ts$/.test(f)))
    expect(serverModules.map((m) => m.id).sort()).toEqual(withManifest.map((d) => d.name).sort())
  })
})
