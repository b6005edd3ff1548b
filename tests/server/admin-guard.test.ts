import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/server/app-deps'
import { allowFor } from '../../src/server/http/allow'
import { ApiError } from '../../src/server/http/api-error'
import { routeTable, type PolicedRoute } from '../../src/server/http/route-policy'
import { startTestServer, type TestServer, type ApiResponse } from './harness'

/*
 * Every route under /api/admin, read from the app's own route table, called as a plain signed-in user (403, told the
 * admin module is missing) and by nobody (401). A route added under /api/admin without `allow.module('admin', ...)`
 * answers something else to one of them, and the walk names it.
 */
let server: TestServer
let plainUser: string
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
  plainUser = (await server.signedInUser('not-staff')).token
}, 60_000)
afterAll(() => server?.close())

type Call = (method: string, path: string, token?: string) => Promise<Pick<ApiResponse, 'status' | 'body'>>

/** A concrete path for a route pattern, every parameter filled (the guard answers before any handler looks). */
const filled = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1')
const adminRoutes = (table: PolicedRoute[]) => table.filter((r) => r.path.startsWith('/api/admin/') || r.path === '/api/admin')

/**
 * Admin routes a signed-in person without the module may call, each with why and what a plain user's token gets:
 * ending an impersonation is called with the impersonated user's token, who holds no admin module; any other token
 * is told there is nothing to end.
 */
const signedInOnly: Readonly<Record<string, { status: number; code: string }>> = {
  'POST /api/admin/impersonation/end': { status: 409, code: 'admin_users.not_impersonating' },
}

/** The admin routes that let a plain user or nobody through, or refuse them for another reason than the module. */
async function unguarded(table: PolicedRoute[], call: Call): Promise<string[]> {
  const leaks: string[] = []
  for (const route of adminRoutes(table)) {
    const path = filled(route.path)
    const anonymous = await call(route.method, path)
    const plain = await call(route.method, path, plainUser)
    const expected = signedInOnly[`${route.method} ${route.path}`]
    const refused = expected
      ? plain.status === expected.status && plain.body?.code === expected.code
      : plain.status === 403 && plain.body?.code === 'accounts.module_required' && plain.body?.params?.module === 'admin'
    if (anonymous.status !== 401 || !refused) leaks.push(`${route.method} ${route.path} (anonymous ${anonymous.status}, plain user ${plain.status} ${plain.body?.code ?? ''})`)
  }
  return leaks
}

const overHttp: Call = (method, path, token) => server.request(method, path, { token, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) })

describe('the admin guard walk', () => {
  it('refuses every /api/admin route to a plain user (403, the admin module) and to nobody signed in (401)', async () => {
    const table = routeTable(server.app)
    const walked = adminRoutes(table).map((r) => `${r.method} ${r.path}`)
    expect(walked).toEqual(expect.arrayContaining(['GET /api/admin/outbox', 'GET /api/admin/audit', 'GET /api/admin/plans', 'POST /api/admin/plans', 'PUT /api/admin/plans/:id', 'DELETE /api/admin/plans/:id']))
    expect(await unguarded(table, overHttp)).toEqual([])
  })

  it('names an admin route that checks only sign-in, or only a role, instead of the admin module', async () => {
    const allow = allowFor(server.deps)
    const app = new Hono<AppEnv>()
    app.get('/api/admin/guarded', allow.module('admin', 'super_admin', 'admin'), (c) => c.json({}))
    app.get('/api/admin/signed-in-only', allow.signedIn, (c) => c.json({}))
    app.post('/api/admin/role-only/:id', allow.roles('super_admin', 'admin'), (c) => c.json({}))
    app.onError((err, c) => (err instanceof ApiError ? c.json(err.body, err.status) : c.json({}, 500)))
    const direct: Call = async (method, path, token) => {
      const res = await app.request(path, { method, headers: token ? { authorization: `Bearer ${token}` } : {} })
      return { status: res.status, body: await res.json() }
    }
    const leaks = await unguarded(routeTable(app), direct)
    expect(leaks.map((l) => l.split(' (')[0])).toEqual(['GET /api/admin/signed-in-only', 'POST /api/admin/role-only/:id'])
  })
})
