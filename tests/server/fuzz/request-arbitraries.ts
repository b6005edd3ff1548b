import fc from 'fast-check'
import type { DescribedRoute } from '../../../src/server/http/route-policy'
import { fieldValues, validBodies, wholeBodies, withField } from '../hostile-bodies'
import { brokenBodies, fieldsOf, hostileValueFor, sampleOf, type AnyStruct } from './struct-arbitraries'

/**
 * One fuzzed request to one route: the route's path with its parameters filled in (or a hostile parameter), a query
 * string, headers and a body. Everything a case holds is plain data, so fast-check prints it with the seed.
 */
export type FuzzCase = { kind: string; label: string; path: string; query: string; headers: Record<string, string>; body?: string | Uint8Array }

/** Path parameters no fixture has: past int4 and int8, negative, not a number, escapes a router may decode. */
const hostileParams = fc.oneof(
  fc.constantFrom('2147483648', '9223372036854775808', '99999999999999999999', '-1', '0', '1.5', '1e3', '0x10', '%20', 'abc', '%00', '%ED%A0%80', '..', '%2e%2e', '__proto__', 'constructor', '%F0%9F%98%80', 'null', 'undefined', 'NaN', 'Infinity'),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
  fc.integer({ max: -1 }).map(String),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))),
)

/** Raw query values: every JSON-ish number a column will not hold, text, and escapes that are not UTF-8. */
const hostileQueryValues = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%FF', '%', '%zz', '99999999999999999999', '2147483648', '-1', '-9223372036854775809', '1e999', 'NaN', '', '%5B%5D', 'true', 'null'),
  fc.string({ unit: 'binary', maxLength: 30 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))),
  fc.integer({ min: 300, max: 6000 }).map((n) => 'x'.repeat(n)),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
)

const commonQueryKeys = ['page', 'pageSize', 'per_page', 'search', 'ids', 'id', 'sort', 'order', 'campaign_id', 'type', 'status', 'from', 'to', 'limit', 'cursor', '__proto__', 'constructor', 'ids[]']

/** A query string: keys the route's query schema declares (or common ones), each with a hostile value, some repeated. */
function queryStrings(route: DescribedRoute): fc.Arbitrary<string> {
  const declared = route.query ? Object.keys(fieldsOf(route.query as AnyStruct) ?? {}) : []
  const keys = fc.constantFrom(...declared, ...commonQueryKeys)
  return fc.array(fc.tuple(keys, hostileQueryValues), { minLength: 1, maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'))
}

/** Header values are bytes, not text: a Unicode character past Latin-1 cannot be sent, so they are left out. */
const headerText = fc.string({ unit: 'binary', maxLength: 200 }).map((s) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, ''))

const contentTypes = fc.constantFrom(
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/xml', '',
  'application/json; charset=latin1', 'APPLICATION/JSON', 'application/json, text/plain', 'application/vnd.api+json', 'image/png', '*/*',
)

/** Headers a client may send wrongly: a broken or foreign sign-in, an odd content type, language or forwarded address. */
const hostileHeaders = fc.record(
  {
    authorization: fc.oneof(headerText, headerText.map((t) => `Bearer ${t}`), fc.constantFrom('Bearer', 'Basic Zm9vOmJhcg==', 'Bearer ' + 'x'.repeat(8000), 'bearer null')),
    'x-api-key': fc.oneof(headerText, fc.constantFrom('lc_' + 'x'.repeat(40), '\u00ff\u00fe')),
    'content-type': fc.oneof(contentTypes, headerText),
    'accept-language': fc.oneof(headerText, fc.constantFrom('zz', '*', 'de-DE;q=abc', 'en;q=2,fr;q=-1', 'x'.repeat(4000))),
    'x-forwarded-for': fc.oneof(headerText, fc.constantFrom('::1', '999.1.1.1', 'unknown', '1.2.3.4, , ,', '::ffff:10.0.0.1')),
    accept: fc.oneof(headerText, fc.constantFrom('text/event-stream', 'text/csv', 'application/xml')),
  },
  { requiredKeys: [] },
)

/** A raw body: the hostile walk's whole bodies, random bytes, random text sent as JSON, or any JSON value. */
const rawBodies = fc.oneof(
  fc.constantFrom(...wholeBodies).map((b) => ({ label: b.label, raw: b.raw, contentType: b.contentType })),
  fc.uint8Array({ maxLength: 300 }).map((raw) => ({ label: 'random bytes', raw: raw as string | Uint8Array, contentType: 'application/json' })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((raw) => ({ label: 'random text', raw: raw as string | Uint8Array, contentType: 'application/json' })),
  fc.jsonValue({ maxDepth: 4 }).map((v) => ({ label: 'random JSON', raw: JSON.stringify(v) as string | Uint8Array, contentType: 'application/json' })),
)

/** The body a route is fuzzed from: the hostile walk's known valid body, else one derived from its schema. */
export function baseBody(route: DescribedRoute): Record<string, unknown> {
  const known = validBodies[`${route.method} ${route.path}`]
  if (known) return known
  const sample = route.body ? sampleOf(route.body as AnyStruct) : {}
  return sample && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {}
}

/** The hostile walk's per-field values (tests/server/hostile-bodies.ts) put into each field of the base body. */
function walkFieldBodies(base: Record<string, unknown>): fc.Arbitrary<{ label: string; raw: string }> | null {
  const fields = Object.keys(base)
  if (!fields.length) return null
  return fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...fieldValues)).map(([field, v]) => ({ label: `${field} = ${v.label}`, raw: withField(base, field, v.raw) }))
}

type Filled = { path: string; hasParams: boolean }

/**
 * Every case one route is fuzzed with. `fill` is the route's path with each parameter replaced by a fixture (null
 * when the walk has none); `signIn` the headers of the super admin. Routes that act without a body (DELETE, a
 * button's POST) get hostile path parameters and broken sign-ins only: a signed-in call with a valid path would do
 * what the button does, over and over.
 */
export function casesFor(route: DescribedRoute, fill: (pattern: string) => string | null, signIn: Record<string, string>): fc.Arbitrary<FuzzCase> {
  const fixed: Filled = { path: fill(route.path) ?? '', hasParams: route.path.includes('/:') }
  const json = { 'content-type': 'application/json' }
  const arbitraries: fc.Arbitrary<FuzzCase>[] = []
  if (fixed.hasParams) {
    const segments = route.path.split('/')
    const filled = fixed.path ? fixed.path.split('/') : null
    const params = segments.flatMap((seg, i) => (seg.startsWith(':') ? [i] : []))
    // One parameter hostile, the others the fixture's (or hostile too when the walk has no fixture for them).
    const pathWith = (which: number, param: string) => segments.map((seg, i) => (i === params[which % params.length] || (seg.startsWith(':') && !filled) ? param : filled?.[i] ?? seg)).join('/')
    arbitraries.push(
      fc.tuple(fc.nat(), hostileParams).map(([which, param]) => ({ kind: 'path', label: `path parameter ${param}`, path: pathWith(which, param), query: '', headers: { ...signIn, ...json }, body: route.body ? '{}' : undefined })),
    )
  }
  const at = fixed.path || null
  if (at) {
    arbitraries.push(hostileHeaders.map((headers) => ({ kind: 'headers', label: 'hostile headers', path: at, query: '', headers: { ...signIn, ...headers, authorization: headers.authorization ?? 'Bearer broken', 'x-api-key': headers['x-api-key'] ?? 'broken' }, body: route.body ? '{}' : undefined })))
  }
  const readsOnly = route.method === 'GET' || route.method === 'HEAD'
  if (at && (readsOnly || route.body)) {
    arbitraries.push(queryStrings(route).map((query) => ({ kind: 'query', label: 'hostile query', path: at, query, headers: { ...signIn, ...json }, body: route.body ? '{}' : undefined })))
  }
  if (at && !route.body && !readsOnly) {
    // The front door reads every body before the route's own sign-in: a hostile one is refused even where none is read.
    arbitraries.push(rawBodies.map((b) => ({ kind: 'raw body', label: b.label, path: at, query: '', headers: { ...signIn, authorization: 'Bearer broken', 'x-api-key': 'broken', 'content-type': b.contentType }, body: b.raw })))
  }
  if (at && route.body) {
    const base = baseBody(route)
    const broken = brokenBodies(route.body as AnyStruct, base)
    const walked = walkFieldBodies(base)
    const bodies = walked ? fc.oneof(broken, walked) : broken
    arbitraries.push(bodies.map((b) => ({ kind: 'body', label: b.label, path: at, query: '', headers: { ...signIn, ...json }, body: b.raw })))
    arbitraries.push(rawBodies.map((b) => ({ kind: 'raw body', label: b.label, path: at, query: '', headers: { ...signIn, 'content-type': b.contentType }, body: b.raw })))
    arbitraries.push(fc.tuple(contentTypes, bodies).map(([type, b]) => ({ kind: 'content type', label: `${b.label} as ${type}`, path: at, query: '', headers: { ...signIn, 'content-type': type }, body: b.raw })))
    arbitraries.push(fc.constant(null).chain(() => hostileValueFor(route.body as AnyStruct)).map((raw) => ({ kind: 'whole body', label: `body = ${raw.slice(0, 60)}`, path: at, query: '', headers: { ...signIn, ...json }, body: raw })))
  }
  return fc.oneof(...arbitraries)
}
