import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { emailOnlyBody, loginBody } from '../../src/shared/schemas/auth'
import { leadJobBody } from '../../src/shared/lead-jobs/body'
import { autopilotBody } from '../../src/shared/automation/autopilot'
import { readBody, readQuery } from '../../src/server/http/read-body'
import { newApiKeyBody } from '../../src/shared/integrations/schemas'
import { createListBody } from '../../src/shared/lists/schemas'
import { workflowPublishBody, workflowUpdateBody } from '../../src/shared/automation/workflow-schemas'
import { structToJsonSchema } from '../../src/shared/struct-json-schema'
import { businessAccountBody } from '../../src/shared/whitelabel/brand'
import { reads, routeTable } from '../../src/server/http/route-policy'
import { startTestServer, type TestServer } from './harness'
import { billingSettingsBody } from '../../src/shared/whitelabel/billing-schemas'

let s: TestServer
let document: any
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  const res = await s.request('GET', '/api/openapi.json')
  expect(res.status).toBe(200)
  document = res.body
})
afterAll(async () => {
  await s?.close()
})

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}')

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document, public', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
    expect(document.components.securitySchemes).toMatchObject({ session: { type: 'http', scheme: 'bearer' }, apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } })
  })

  it('describes every route of the server\'s own route table, and no other', () => {
    const routes = routeTable(s.app)
    expect(routes.length).toBeGreaterThan(100)
    const missing = routes.filter((r) => !document.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`)
    expect(missing).toEqual([])
    const described = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`))
    expect(described.sort()).toEqual(routes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort())
  })

  it('says who may call each route: public, a session, or a session or an API key', () => {
    expect(document.paths['/auth/login'].post.security).toEqual([])
    expect(document.paths['/api/campaigns'].get.security).toEqual([{ session: [] }, { apiKey: [] }])
    expect(document.paths['/api/campaigns'].get['x-policy']).toEqual({ who: 'user', keys: 'allowed', module: 'leads' })
    expect(document.paths['/api/user-api-key'].post.security).toEqual([{ session: [] }])
    expect(document.paths['/api/zapier/me'].get.security).toEqual([{ apiKey: [] }])
    expect(Object.keys(document.paths['/api/campaigns'].post.responses)).toEqual(expect.arrayContaining(['2XX', '401', '403', '422', '429']))
  })

  it('gives the body and query schemas the routes validate with, and the path parameters', () => {
    expect(document.paths['/api/campaigns'].post.requestBody.content['application/json'].schema).toEqual(structToJsonSchema(createListBody))
    expect(document.paths['/api/user-api-key'].post.requestBody.content['application/json'].schema).toEqual(structToJsonSchema(newApiKeyBody))
    expect(document.paths['/api/campaigns'].get.parameters.map((p: any) => p.in)).toContain('query')
    expect(document.paths['/api/user-api-key/{id}'].put.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }])
  })

  it('describes the body of the routes that read theirs in steps, and of the sign-in flows, the wallet and the lead jobs', () => {
    const bodyOf = (path: string, method: string) => document.paths[path]?.[method]?.requestBody?.content['application/json'].schema
    expect(bodyOf('/auth/login', 'post')).toEqual(structToJsonSchema(loginBody))
    expect(bodyOf('/api/lead-jobs', 'post')).toEqual(structToJsonSchema(leadJobBody))
    expect(bodyOf('/api/lead-jobs', 'post').properties.scope.enum).toEqual(['all', 'filter', 'selection'])
    expect(bodyOf('/api/custom-labels/assign', 'post').required).toEqual(['label_ids'])
    expect(bodyOf('/api/wallet/purchases', 'post')).toBeDefined()
    expect(bodyOf('/api/autopilots', 'post')).toEqual(structToJsonSchema(autopilotBody))
    expect(bodyOf('/api/autopilots/preview-schedule', 'post').required).toEqual(['repeat', 'time', 'timezone'])
    expect(document.paths['/api/autopilots/{id}/runs'].get.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['id', 'cursor']))
    expect(bodyOf('/api/workflows/{id}', 'put')).toEqual(structToJsonSchema(workflowUpdateBody))
    expect(bodyOf('/api/workflows/{id}/publish', 'post')).toEqual(structToJsonSchema(workflowPublishBody))
    expect(bodyOf('/api/wl/business-account', 'put')).toEqual(structToJsonSchema(businessAccountBody))
    expect(document.paths['/api/wl/tls-ask'].get.parameters.map((p: any) => p.name)).toEqual(['domain'])
    expect(bodyOf('/api/wl/billing', 'put')).toEqual(structToJsonSchema(billingSettingsBody))
    expect(document.paths['/api/wallet/transactions'].get.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['kind', 'from', 'to', 'cursor']))
  })

  it('describes a body on every POST and PUT route that reads one (the others take none)', () => {
    const withoutBody = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, any>).filter(([m, op]) => (m === 'post' || m === 'put') && !op.requestBody).map(([m]) => `${m.toUpperCase()} ${path}`),
    )
    // Each of these reads no JSON body: an action on the path's id, a file upload, a signed payment event, or sign-out.
    expect(withoutBody.sort()).toEqual([
      'POST /api/admin/impersonation/end',
      'POST /api/admin/users/{id}/impersonate',
      'POST /api/admin/users/{id}/reset-limits',
      'POST /api/admin/users/{id}/restore',
      'POST /api/autopilots/{id}/duplicate',
      'POST /api/autopilots/{id}/pause',
      'POST /api/autopilots/{id}/resume',
      'POST /api/autopilots/{id}/run-now',
      'POST /api/billing-portal',
      'POST /api/business-details/training-files',
      'POST /api/campaign/{id}/history',
      'POST /api/campaigns/archive/{id}',
      'POST /api/campaigns/{id}/resume',
      'POST /api/courses/items/{id}/complete',
      'POST /api/icp-suggestions',
      'POST /api/integrations/webhooks/{id}/reveal',
      'POST /api/integrations/webhooks/{id}/test',
      'POST /api/lead-jobs/{id}/cancel',
      'POST /api/mail-change/resend',
      'POST /api/team/members/{id}/resend',
      'POST /api/wallet/cards/setup',
      'POST /api/wallet/cards/{id}/default',
      // Part C: the reseller's payment providers' signed events, and starting a Stripe connection.
      'POST /api/webhooks/paykickstart',
      'POST /api/webhooks/stripe',
      'POST /api/wl/packages/{id}/publish',
      'POST /api/wl/subscriptions/inbound-secret',
      'POST /api/wl/subscriptions/{id}/cancel',
      'POST /api/wl/subscriptions/{id}/pause',
      'POST /api/wl/subscriptions/{id}/refund',
      'POST /api/wl/subscriptions/{id}/restore',
      'POST /api/wl/subscriptions/{id}/resume',
      'POST /api/wl/subscriptions/{id}/undo-cancel',
      'POST /api/wl/webhook/deliveries/{id}/redeliver',
      // A: brand and domains
      'POST /api/wl/business-account/favicon',
      'POST /api/wl/business-account/logo',
      'POST /api/wl/domains/{id}/verify',
      'POST /api/webhooks/stripe-connect',
      'POST /api/wl/stripe/connect',
      'POST /api/workflows/{id}/runs/{runId}/resume',
      'POST /auth/logout',
    ].sort())
  })
})

describe('a route that reads a body or a query names its schema where it is registered', () => {
  const app = () => {
    const hono = new Hono()
    hono.onError((err, c) => c.json({ error: err.message }, 500))
    hono.post('/named', reads({ body: loginBody }), async (c) => c.json(await readBody(c, loginBody)))
    hono.post('/unnamed', async (c) => c.json(await readBody(c, loginBody)))
    hono.post('/other', reads({ body: emailOnlyBody }), async (c) => c.json(await readBody(c, loginBody)))
    hono.get('/query', async (c) => c.json(readQuery(c, emailOnlyBody)))
    return hono
  }
  const post = (path: string) => app().request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@b.co', password: 'secret1' }) })

  it('reads the body when the route names the schema it validates with', async () => {
    const res = await post('/named')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ email: 'a@b.co' })
  })

  it('fails the request when the route names no schema, or another one, so the walk over every route finds it', async () => {
    for (const path of ['/unnamed', '/other']) {
      const res = await post(path)
      expect(res.status).toBe(500)
      expect((await res.json()).error).toContain(`POST ${path} reads its body with a schema it does not declare`)
    }
    const res = await app().request('/query?email=a@b.co')
    expect((await res.json()).error).toContain('GET /query reads its query')
  })
})
