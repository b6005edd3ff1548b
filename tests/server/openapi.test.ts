import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newApiKeyBody } from '../../src/shared/integrations/schemas'
import { createListBody } from '../../src/shared/lists/schemas'
import { structToJsonSchema } from '../../src/shared/struct-json-schema'
import { routeTable } from '../../src/server/http/route-policy'
import { startTestServer, type TestServer } from './harness'

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
})
