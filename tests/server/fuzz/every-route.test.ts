import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../../../src/server/db/transaction'
import { ADMIN, startTestServer, type TestServer } from '../harness'
import { makeFixtures, type Fixtures } from '../hostile-fixtures'
import { fuzzRoute, fuzzedRoutes, numRuns, runSeed, type RouteResult } from './fuzz-walk'
import { refusalProblem } from './refusal-shape'
import { installWriteJournal } from './write-journal'

let s: TestServer
let fixtures: Fixtures
let receiver: Server
let journal: Awaited<ReturnType<typeof installWriteJournal>>
beforeAll(async () => {
  receiver = createServer((_req, res) => res.end('ok'))
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  s = await startTestServer({ mail: 'outbox', config: { outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' } } })
  fixtures = await makeFixtures(s, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`)
  journal = await installWriteJournal(s)
}, 600_000)
afterAll(async () => {
  await s?.close()
  await new Promise((resolve) => receiver?.close(resolve))
}, 120_000)

describe('every route, fuzzed from its schemas', () => {
  it(`answers ${numRuns} invalid bodies, queries, headers and path parameters per route below 500, in the catalogue's shape, writing nothing`, async () => {
    console.info(`fuzz seed ${runSeed} (FUZZ_SEED=${runSeed} replays this run), ${numRuns} cases per route`)
    const routes = fuzzedRoutes(s)
    if (!process.env.FUZZ_ROUTE) expect(routes.length).toBeGreaterThan(300)
    const results: RouteResult[] = []
    for (const route of routes) results.push(await fuzzRoute(s, journal, fixtures, route))
    const failed = results.filter((r) => r.problem)
    const total = results.reduce((sum, r) => sum + r.cases, 0)
    console.info(`fuzzed ${results.length} routes with ${total} cases (${results.filter((r) => r.replayed).length} routes replayed case by case for a write); ${failed.length} failed`)
    expect(results.filter((r) => !r.problem && r.cases !== numRuns).map((r) => r.route), 'routes that ran fewer cases than asked').toEqual([])
    expect(results.filter((r) => !r.fixture && !r.route.startsWith('GET ')).map((r) => r.route), 'routes with a path parameter the walk has no fixture for').toEqual([])
    expect(failed.map((r) => `${r.route}: ${r.problem}`)).toEqual([])
  }, Math.max(3_600_000, numRuns * 36_000))
})

describe('the write journal', () => {
  it('notes a committed update that changes no count, and nothing of a write that rolled back', async () => {
    await journal.writesSinceLast()
    await s.db.execute(sql`update users set first_name = first_name where email = ${ADMIN.email}`)
    expect(await journal.writesSinceLast()).toEqual([{ tbl: 'users', op: 'UPDATE' }])
    await expect(
      inTransaction(s.db, async (tx) => {
        await tx.execute(sql`insert into login_attempts (key) values ('fuzz-journal')`)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await journal.writesSinceLast()).toEqual([])
  })
})

/** Each failure the fuzzing found, kept as a plain request (they answered 500 or broke the refusal's shape before). */
describe('refusals the fuzzing found wrong', () => {
  const refusedWell = (res: { status: number; body: unknown }) => ({ status: res.status, problem: refusalProblem(res.body) })

  it('names a query parameter called constructor or __proto__ as an unknown field (was a 500)', async () => {
    for (const path of ['/api/admin/partners?constructor=x', '/api/admin/courses?__proto__=1', '/api/wl/tls-ask?domain=a.example&__proto__=x']) {
      const res = await s.request('GET', path, { token: fixtures.token })
      expect(refusedWell(res), path).toEqual({ status: 422, problem: null })
      expect(Object.keys(res.body.field_codes)).toEqual([path.includes('constructor') ? 'constructor' : '__proto__'])
    }
  })

  it("names item_ids in a page order that does not match the course's pages", async () => {
    const res = await s.request('PUT', `/api/admin/courses/${fixtures.ids.adminCourse}/order`, { token: fixtures.token, body: { item_ids: [2_000_000_000] } })
    expect(refusedWell(res)).toEqual({ status: 422, problem: null })
    expect(res.body.field_codes.item_ids).toEqual([{ code: 'content.order_mismatch', params: { field: 'item_ids' } }])
  })

  it('refuses a value whose toString is not a function where a string belongs (was a 500: the validator printed it)', async () => {
    const page = `/api/admin/courses/${fixtures.ids.adminCourse}/items/${fixtures.ids.adminPage}`
    const cases: [string, string, unknown, string][] = [
      ['PUT', page, { title: 'A', body: '<p>x</p>', translations: { fr: { title: [{ toString: 1 }] } } }, 'translations.fr.title'],
      ['POST', '/api/custom-labels', { name: { toString: 1, valueOf: {} } }, 'name'],
      // Not the first failure: superstruct finds the later ones lazily, after the first has been caught (npm run fuzz, 1,000 cases).
      ['POST', '/api/accounts/children', { name: 'A', modules: ['AI_SUGGEST ', [{ toString: 'x' }], [[true, false]]] }, 'modules.1'],
      ['PUT', `/api/admin/courses/${fixtures.ids.adminCourse}/order`, { item_ids: ['x', { toString: 'x' }] }, 'item_ids.1'],
    ]
    for (const [method, path, body, field] of cases) {
      const res = await s.request(method, path, { token: fixtures.token, body })
      expect(refusedWell(res), path).toEqual({ status: 422, problem: null })
      expect(res.body.field_codes[field]).toEqual([{ code: 'validation.type', params: { field } }])
    }
  })
})
