import { concretePath } from '../hostile-fixtures'
import type { ObjectIds } from './objects'

/**
 * Path ids the shared walk (tests/server/hostile-fixtures.ts) has no fixture for, because it needs no real row there:
 * the matrix does, since an own object must be found and a foreign one must not.
 */
const moreFixtures: [RegExp, string][] = [
  [/^\/api\/wl\/subscriptions\/bulk\/:id/, 'wlBulk'],
  [/^\/api\/wallet\/payments\/:id/, 'payment'],
  [/^\/api\/campaign-webhook\/:id/, 'campaign'],
  [/^\/api\/results\/:id/, 'result'],
  [/^\/api\/courses\/:id$/, 'course'],
]

/** The route's path with every id taken from `ids`, or null when one is missing. */
export function fill(pattern: string, ids: ObjectIds): string | null {
  const extra = moreFixtures.find(([re]) => re.test(pattern))?.[1]
  let path = pattern
  if (extra) {
    if (!Number.isInteger(ids[extra])) return null
    path = path.replace(':id', String(ids[extra]))
  }
  const filled = concretePath(path, { token: '', apiKey: '', ids: { ...ids, tenant: ids.tenant ?? 1 } })
  return filled?.includes('undefined') ? null : filled
}

/** Every fixture name the walks know, each with a distinct id far above any real one, to tell which a path uses. */
const SENTINEL = 1_900_000_000
export const fixtureNames = ['campaign', 'label', 'autopilot', 'websiteLink', 'trainingText', 'trainingQa', 'trainingFile', 'profile', 'fineTune', 'prompt',
  'defaultPrompt', 'defaultQuestion', 'webhook', 'apiKey', 'zapierHook', 'card', 'leadJob', 'childAccount', 'teamMember', 'courseItem',
  'adminUser', 'adminPlan', 'adminTopic', 'adminCourse', 'adminPage', 'partner', 'workflow', 'workflowRun', 'wlPackage', 'wlSubscription',
  'wlDomain', 'wlPartner', 'wlCourse', 'wlPage', 'wlDelivery', 'wlBulk', 'payment', 'result', 'course']
const sentinels: ObjectIds = Object.fromEntries(fixtureNames.map((n, i) => [n, SENTINEL + i]))

/** The fixture names of the ids in the route's path, in order (the last is the object the route acts on). */
export function objectNames(pattern: string): string[] | null {
  const path = fill(pattern, sentinels)
  if (!path) return null
  return [...path.matchAll(/\/(\d{10})(?=\/|$)/g)].map((m) => fixtureNames[Number(m[1]) - SENTINEL]).filter(Boolean)
}

/**
 * The records of a list answer: the body when it is an array, its `data` (an array, or the one record an account has),
 * else its first array-valued field.
 */
export function listItems(body: unknown): { id?: unknown }[] | null {
  if (Array.isArray(body)) return body
  if (body && typeof body === 'object') {
    const data = (body as { data?: unknown }).data
    if (Array.isArray(data)) return data
    if (data && typeof data === 'object' && 'id' in data) return [data]
    const field = Object.values(body).find(Array.isArray)
    if (field) return field as { id?: unknown }[]
  }
  return null
}
