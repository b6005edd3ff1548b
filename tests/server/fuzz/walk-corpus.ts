import type { DescribedRoute } from '../../../src/server/http/route-policy'
import { everyString, fieldValues, hostileQueries, validBodies, wholeBodies, withField } from '../hostile-bodies'
import type { FuzzCase } from './request-arbitraries'

/**
 * The fixed corpus every run sends before the random cases (tests/server/hostile-bodies.ts): to a route that reads a
 * body, each whole hostile body, NUL and a lone surrogate in every string, and each hostile value in place of each
 * field of a body it would accept; to a GET route, each hostile query string. These are the shapes that once
 * answered 500, so they are sent every run rather than left to chance.
 */
export function corpusFor(route: DescribedRoute, at: string | null, base: Record<string, unknown>, signIn: Record<string, string>): FuzzCase[] {
  if (!at) return []
  if (route.method === 'GET') return hostileQueries.map((query) => ({ kind: 'walk query', label: query.slice(0, 60), path: at, query, headers: signIn }))
  if (!route.body && !validBodies[`${route.method} ${route.path}`]) return []
  const json = (label: string, body: string): FuzzCase => ({ kind: 'walk body', label, path: at, query: '', headers: { ...signIn, 'content-type': 'application/json' }, body })
  const cases: FuzzCase[] = wholeBodies.map((b) => ({ kind: 'walk body', label: b.label, path: at, query: '', headers: { ...signIn, 'content-type': b.contentType }, body: b.raw }))
  cases.push(json('NUL in every string', JSON.stringify(everyString(base, '\u0000'))))
  cases.push(json('a lone surrogate in every string', JSON.stringify(everyString(base, '\ud800'))))
  for (const field of Object.keys(base)) for (const v of fieldValues) cases.push(json(`${field} = ${v.label}`, withField(base, field, v.raw)))
  return cases
}
