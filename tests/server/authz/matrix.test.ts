import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeTable, type PolicedRoute } from '../../../src/server/http/route-policy'
import { startTestServer, type TestServer } from '../harness'
import { validBodies } from '../hostile-bodies'
import { creators, makeObjects, resellerPlan, seedRows, type CreateContext, type ObjectIds } from './objects'
import { objectKind, outcomeFor, policyRows, sessionEnding, type Outcome } from './policy'
import { routesByKind, type RouteKind } from './policy-routes'
import { buildWorld, type AccountName, type Principal, type World } from './principals'
import { fill, fixtureNames, listItems, objectNames } from './walk'

/*
 * The authorization matrix: every route of the app (its own route table) called by every principal, on the
 * principal's own object, a sibling account's and another reseller's customer's, each answer held to the policy in
 * ./policy.ts. The world is built once for the file; every call goes through the in-process app.
 */
let server: TestServer
let world: World
let routes: PolicedRoute[]
let rows: Map<string, RouteKind>
const objects = {} as Record<AccountName, ObjectIds>
let seq = 0
const context = (account: AccountName): CreateContext => ({ s: server, ids: objects[account], resellerPlanId: objects.superAdmin.resellerPlan, seq: () => ++seq })

beforeAll(async () => {
  // Each key calls every route: no rate limit in the way.
  server = await startTestServer({ mail: 'outbox', config: { apiKeyRateLimit: { limit: 1_000_000, windowSeconds: 60 } } })
  world = await buildWorld(server)
  // The matrix asks who may start work, not the work itself: no job runs while it walks (a search or an autopilot
  // run started by an allowed call would only take the walk's time).
  await server.deps.jobs.stop()
  routes = routeTable(server.app)
  rows = policyRows()
  const planCtx: CreateContext = { s: server, ids: {}, seq: () => ++seq }
  const resellerPlanId = (await resellerPlan(world.makers.superAdmin, planCtx)) as number
  for (const account of Object.keys(world.makers) as AccountName[]) {
    objects[account] = await makeObjects(server, world.makers[account], { resellerPlanId, seq: () => ++seq })
    objects[account].resellerPlan = resellerPlanId
    await seedRows(server, world.accountIds[account], objects[account])
  }
}, 180_000)
afterAll(() => server?.close())

const named = (r: PolicedRoute) => `${r.method} ${r.path}`
const answerMatches = (expected: Outcome, status: number, own: boolean) =>
  expected === 'allow' ? ![401, 403, 500].includes(status) && !(own && status === 404) : status === expected

/** The ids of the objects the principal calls its own: its account's (anonymous: customer A's), and the platform's. */
function ownIds(p: Principal, kind: 'tenant' | 'platform' | 'none'): ObjectIds {
  const mine = p.account ? objects[p.account] : objects.customerA
  return kind === 'platform' ? { ...mine, ...platformIds() } : mine
}
/** The platform's records, made by the super admin. */
const platformIds = () => Object.fromEntries(Object.entries(objects.superAdmin).filter(([name]) => /^(admin|default|partner$|courseItem)/.test(name)))

/** Where a principal may delete, the object is made fresh for the call, so the ids every other call uses stay. */
async function freshFor(p: Principal, pattern: string, ids: ObjectIds): Promise<ObjectIds> {
  const last = objectNames(pattern)?.at(-1)
  if (!last || !creators[last] || !/:\w+$/.test(pattern)) return ids
  const maker = world.makers[p.account as AccountName]
  const ctx = { ...context(p.account as AccountName), ids: { ...ids } }
  const id = await creators[last](maker, ctx)
  return Number.isInteger(id) ? { ...ids, [last]: id as number } : ids
}

const MISSING = 2_000_000_000

/** Bodies the shared walk has none for, where the service checks who asks only after the body is valid. */
const moreBodies: Record<string, unknown> = {
  'POST /api/accounts/children': { name: 'Matrix extra child', modules: ['leads'] },
  'POST /api/team/members': { email: 'matrix.extra.member@example.com', modules: ['leads'] },
  'PUT /api/team/members/:id': { modules: ['leads'] },
}

/**
 * The accounts whose objects the principal must not reach on this route: its sibling and another reseller's customer;
 * where one of them cannot have the object (a customer has no white-label packages), the nearest account that has one.
 */
function foreignAccounts(p: Principal, pattern: string): [string, AccountName][] {
  const name = objectNames(pattern)?.at(-1)
  const holders = (Object.keys(objects) as AccountName[]).filter((a) => a !== p.account && name && objects[a][name] !== undefined)
  const chosen: [string, AccountName][] = []
  for (const [label, account] of [['sibling', p.sibling], ["other reseller's customer", 'customerB']] as [string, AccountName][]) {
    const stand = holders.includes(account) ? account : holders.find((a) => !chosen.some(([, c]) => c === a))
    chosen.push([stand === account ? label : `${label} (${stand} standing in)`, stand ?? account])
  }
  return chosen
}

/**
 * A foreign object must read exactly like a missing one: a 404, or (where the route checks the body before it looks
 * the id up) the same answer an id that exists nowhere gets.
 */
async function foreignAnswer(p: Principal, route: PolicedRoute, path: string, body: unknown): Promise<string | null> {
  const res = await p.call(route.method, path, body)
  if (res.status === 404) return null
  const missingPath = fill(route.path, Object.fromEntries(fixtureNames.map((n) => [n, MISSING])))
  const missing = missingPath ? await p.call(route.method, missingPath, body) : null
  if (missing && missing.status === res.status && res.status >= 400 && res.status < 500) return null
  return `${res.status} (a missing id: ${missing?.status}) ${JSON.stringify(res.body).slice(0, 160)}`
}

/** Calls the route as every principal; returns each answer that is not the policy's. */
async function walk(route: PolicedRoute, kind: RouteKind): Promise<string[]> {
  const key = named(route)
  const objectsOf = objectKind(key, kind)
  const wrong: string[] = []
  // A body the route accepts where the shared walk has one, so an allowed call reaches the handler past validation.
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (validBodies[key] ?? moreBodies[key] ?? {})
  let anonymous: number | undefined
  for (const p of world.principals) {
    const expected = outcomeFor(key, kind, p.name)
    // Foreign objects first: the own call may change what the route answers next (a delete, a cancel).
    if (objectsOf === 'tenant' && expected === 'allow') {
      for (const [label, account] of foreignAccounts(p, route.path)) {
        const path = fill(route.path, objects[account])
        const answer = path ? await foreignAnswer(p, route, path, body) : 'no object to call it with'
        if (answer) wrong.push(`${key} as ${p.name} on a ${label}'s object: ${answer}`)
      }
    }
    let ids = ownIds(p, objectsOf)
    if (expected === 'allow' && route.method === 'DELETE' && objectsOf !== 'none') ids = await freshFor(p, route.path, ids)
    // A principal the route refuses is refused before any lookup: where its account has no such object, any id will do.
    const path = fill(route.path, ids) ?? (expected === 'allow' ? null : fill(route.path, { ...objects.superAdmin, ...platformIds() })) ?? (objectsOf === 'none' ? route.path.replace(/:\w+/g, '1') : null)
    if (!path) {
      wrong.push(`${key} as ${p.name}: no object to call it with`)
      continue
    }
    const res = await p.call(route.method, path, body)
    if (p.name === 'anonymous') anonymous = res.status
    const ok = expected === 'as-anonymous' ? res.status === anonymous : answerMatches(expected, res.status, objectsOf !== 'none')
    if (!ok) wrong.push(`${key} as ${p.name}: ${res.status} (expected ${expected === 'as-anonymous' ? anonymous : expected}) ${JSON.stringify(res.body).slice(0, 160)}`)
  }
  return wrong
}

describe('the authorization matrix', () => {
  it('has a policy row for every route of the app, and no row for a route it does not have', () => {
    const table = routes.map(named)
    expect(table.length).toBeGreaterThan(300)
    expect(table.filter((r) => !rows.has(r))).toEqual([])
    expect([...rows.keys()].filter((r) => !table.includes(r))).toEqual([])
  })

  for (const kind of Object.keys(routesByKind) as RouteKind[]) {
    it(`answers every principal as the policy says on the ${kind} routes`, async () => {
      const wrong: string[] = []
      for (const route of routes.filter((r) => rows.get(named(r)) === kind && !sessionEnding.includes(named(r)))) wrong.push(...(await walk(route, kind)))
      expect(wrong).toEqual([])
    }, 120_000)
  }

  it('never lists another account\'s object: every list answers its own ids and none of the other accounts\'', async () => {
    const wrong: string[] = []
    let lists = 0
    for (const route of routes.filter((r) => r.method === 'GET' && objectKind(named(r), rows.get(named(r))!) === 'none')) {
      const kind = rows.get(named(route))!
      const listed = objectNames(`${route.path}/:id`)?.at(-1)
      if (!listed || objectKind(`GET ${route.path}/:id`, kind) !== 'tenant') continue
      lists++
      for (const p of world.principals) {
        if (outcomeFor(named(route), kind, p.name) !== 'allow' || !p.account) continue
        const res = await p.call('GET', route.path)
        const items = listItems(res.body)
        if (res.status !== 200 || !items) {
          wrong.push(`${named(route)} as ${p.name}: ${res.status}, no list`)
          continue
        }
        const ids = new Set(items.map((i) => i.id))
        const own = objects[p.account][listed]
        if (own !== undefined && !ids.has(own)) wrong.push(`${named(route)} as ${p.name}: its own ${listed} ${own} is missing`)
        for (const [account, theirs] of Object.entries(objects)) {
          if (account !== p.account && theirs[listed] !== undefined && ids.has(theirs[listed])) wrong.push(`${named(route)} as ${p.name}: lists ${account}'s ${listed} ${theirs[listed]}`)
        }
      }
    }
    expect(lists).toBeGreaterThan(10)
    expect(wrong).toEqual([])
  }, 120_000)

  it('answers every principal as the policy says on the routes that end the session (walked last)', async () => {
    const wrong: string[] = []
    for (const key of sessionEnding) {
      const route = routes.find((r) => named(r) === key)!
      wrong.push(...(await walk(route, rows.get(key)!)))
    }
    expect(wrong).toEqual([])
  })
})
