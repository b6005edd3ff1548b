import fc from 'fast-check'
import type { DescribedRoute } from '../../../src/server/http/route-policy'
import { describedRoutes } from '../../../src/server/http/route-policy'
import { ADMIN, type TestServer } from '../harness'
import { concretePath, type Fixtures } from '../hostile-fixtures'
import { refusalProblem } from './refusal-shape'
import { baseBody, casesFor, type FuzzCase } from './request-arbitraries'
import { corpusFor } from './walk-corpus'
import type { Write } from './write-journal'

/** Cases per route: 100 in `npm test`, FUZZ_RUNS=1000 in `npm run fuzz`. */
export const numRuns = Number(process.env.FUZZ_RUNS ?? 100)

/** The run's seed: FUZZ_SEED replays a failed run (each route's seed is derived from it and printed on failure). */
export const runSeed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

/** FUZZ_ROUTE='POST /api/campaigns' walks that one route only, to replay a failure quickly. */
const onlyRoute = process.env.FUZZ_ROUTE

/** A route's own seed: the same for a run's seed whichever routes run before it. */
function routeSeed(route: string): number {
  let h = runSeed | 0
  for (const ch of route) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0
  return h
}

/**
 * Writes a refusal may make: a well-formed sign-in with a wrong password is counted (the login limit), so is every
 * checkout request to a sales page (the per-address checkout limit counts refused ones too), a wrong e-mail or reset
 * code spends one of the code's attempts, and a signed-in request notes when the session or API key was last used
 * before the route refuses it; a keyed request counts against the key's rate limit whatever the route answers.
 */
const expectedWrites: { table: string; op: string; when: (route: string, body: any) => boolean }[] = [
  { table: 'login_attempts', op: 'INSERT', when: (route, body) => route === 'POST /auth/login' && body?.code === 'auth.invalid_credentials' },
  { table: 'login_attempts', op: 'INSERT', when: (route) => route === 'POST /api/sales-pages/:slug/checkout' },
  { table: 'verification_codes', op: 'UPDATE', when: (_route, body) => body?.code === 'auth.invalid_code' },
  { table: 'sessions', op: 'UPDATE', when: () => true },
  { table: 'api_keys', op: 'UPDATE', when: () => true },
  { table: 'api_key_rate_windows', op: 'INSERT', when: () => true },
  { table: 'api_key_rate_windows', op: 'UPDATE', when: () => true },
]

type Outcome = { status: number; body: unknown; contentType: string }

let addressCounter = 0
async function send(s: TestServer, route: DescribedRoute, c: FuzzCase): Promise<Outcome> {
  const headers = new Headers({ accept: 'application/json', 'x-forwarded-for': `10.77.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}` })
  for (const [k, v] of Object.entries(c.headers)) headers.set(k, v)
  const url = `http://console.test${c.path}${c.query ? `?${c.query}` : ''}`
  const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : (c.body as BodyInit | undefined)
  const res = await s.app.request(url, { method: route.method, headers, body })
  const contentType = res.headers.get('content-type') ?? ''
  if (!contentType.includes('json')) {
    await res.body?.cancel()
    return { status: res.status, body: null, contentType }
  }
  const text = await res.text()
  try {
    return { status: res.status, body: JSON.parse(text), contentType }
  } catch {
    return { status: res.status, body: text, contentType }
  }
}

/** Every route of the app, read from its own route table (a new route is fuzzed without a change here). */
export function fuzzedRoutes(s: TestServer): DescribedRoute[] {
  const seen = new Set<string>()
  const routes = describedRoutes(s.app).filter((r) => {
    const key = `${r.method} ${r.path}`
    if (r.path.includes('*') || seen.has(key) || (onlyRoute && key !== onlyRoute)) return false
    seen.add(key)
    return true
  })
  // Deletions last: a DELETE removes the row the other routes of its resource need to reach their bodies.
  return routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
}

export type Journal = { writesSinceLast(): Promise<Write[]> }

/**
 * The problem with one answer to one case, or null: a 5xx, or a refusal without the catalogue's shape. With `journal`
 * (a replay, case by case) a refusal that committed a write is a problem too.
 */
async function problemOf(s: TestServer, route: DescribedRoute, c: FuzzCase, journal?: Journal): Promise<string | null> {
  const res = await send(s, route, c)
  const writes = journal ? await journal.writesSinceLast() : []
  if (res.status >= 500) return `answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`
  if (res.status < 400) return null
  const shape = refusalProblem(res.body)
  if (shape) return `refused ${res.status} without the catalogue's shape: ${shape}`
  const unexpected = writes.filter((w) => !expectedWrites.some((e) => e.table === w.tbl && e.op === w.op && e.when(`${route.method} ${route.path}`, res.body)))
  if (unexpected.length) return `refused ${res.status} (${(res.body as { code?: string }).code}) but wrote ${unexpected.map((w) => `${w.op} ${w.tbl}`).join(', ')}`
  return null
}

/** Writes any request may make, whatever it answers (the sign-in's bookkeeping): a batch with only these is clean. */
const harmless = (w: Write) => expectedWrites.some((e) => e.table === w.tbl && e.op === w.op && e.when('', null))

/** `fixture`: whether the walk had a row for each of the route's path parameters (else only hostile ones are sent). */
export type RouteResult = { route: string; problem: string | null; cases: number; replayed: boolean; fixture: boolean }

/**
 * Fuzzes one route with `numRuns` cases. The write journal is read once for the whole batch; when the batch wrote
 * more than the sign-in's bookkeeping, the same cases (same seed) are sent again with the journal read after each,
 * so a write is pinned on the refused case that made it (or cleared as an accepted case's own). A failure names the
 * route, the case, what was wrong and the seed that replays it; shrinking is off, since each step of it would be a
 * request against a database the earlier steps changed.
 */
export async function fuzzRoute(s: TestServer, journal: Journal, fixtures: Fixtures, route: DescribedRoute): Promise<RouteResult> {
  const key = `${route.method} ${route.path}`
  const seed = routeSeed(key)
  await journal.writesSinceLast()
  const at = concretePath(route.path, fixtures)
  const run = async (caseByCase: boolean) => {
    const signIn = { authorization: `Bearer ${fixtures.token}`, 'x-api-key': fixtures.apiKey }
    const cases = casesFor(route, (pattern) => concretePath(pattern, fixtures), signIn)
    for (const c of corpusFor(route, at, baseBody(route), signIn)) {
      const problem = await problemOf(s, route, c, caseByCase ? journal : undefined)
      if (problem) return { route: key, problem: `${problem}\n  case: ${c.kind} [${c.label}] ${route.method} ${c.path}`, cases: 0 }
    }
    let count = 0
    const property = fc.asyncProperty(cases, async (c) => {
      count++
      const problem = await problemOf(s, route, c, caseByCase ? journal : undefined)
      if (problem) throw new Error(`${problem}\n  case: ${c.kind} [${c.label}] ${route.method} ${c.path}${c.query ? `?${c.query.slice(0, 200)}` : ''}`)
    })
    const details = await fc.check(property, { numRuns, seed, endOnFailure: true })
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
    const problem = details.failed ? `${error}\n  replay: FUZZ_SEED=${runSeed} FUZZ_ROUTE='${key}' (route seed ${seed}, path ${details.counterexamplePath})` : null
    return { route: key, problem, cases: count }
  }
  let result = { ...(await run(false)), replayed: false, fixture: at !== null }
  if (!result.problem && (await journal.writesSinceLast()).some((w) => !harmless(w))) {
    await keepSignedIn(s, fixtures)
    await journal.writesSinceLast()
    result = { ...(await run(true)), replayed: true, fixture: at !== null }
  }
  await keepSignedIn(s, fixtures)
  return result
}

/** The super admin stays signed in as themselves: a case may have signed out or started an impersonation. */
async function keepSignedIn(s: TestServer, fixtures: Fixtures) {
  const me = await s.request('GET', '/api/me', { token: fixtures.token })
  if (me.status === 401 || me.body?.email !== ADMIN.email) fixtures.token = await s.login(ADMIN.email, ADMIN.password)
}
