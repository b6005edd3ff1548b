import { array, boolean, enums, integer, max, min, nullable, object, optional, refine, size, string, type Infer } from 'superstruct'
import { email, reject, requiredString, idDigits, MAX_ROW_ID } from '../validate'
import { subscriptionStatuses } from './subscriptions'

export const subscriptionSorts = ['customer', 'email', 'username', 'package', 'start', 'end', 'fee', 'status'] as const
export type SubscriptionSort = (typeof subscriptionSorts)[number]

/** Rows a page of the subscriptions table holds unless `limit` says otherwise, and the most it may ask for. */
export const subscriptionsPage = { default: 100, max: 500 } as const
/** Usage-history rows per page. */
export const usageHistoryPage = { default: 50, max: 200 } as const

/** A row id the database's int4 holds: a larger one is the field's 422, not a database error. */
const id = () => max(min(integer(), 1), MAX_ROW_ID)

/** Which subscriptions: `q` matches the start of the customer's name, e-mail or username; the rest are exact. */
export const subscriptionFilter = object({
  q: optional(size(string(), 1, 100)),
  status: optional(enums(subscriptionStatuses)),
  package_id: optional(id()),
})
export type SubscriptionFilter = Infer<typeof subscriptionFilter>

/** GET /api/wl/subscriptions: filters, sort and the keyset cursor (`next_cursor` of the page before, opaque). */
export const subscriptionsQuery = object({
  q: optional(size(string(), 1, 100)),
  status: optional(enums(subscriptionStatuses)),
  package_id: optional(idDigits()),
  sort: optional(enums(subscriptionSorts)),
  dir: optional(enums(['asc', 'desc'] as const)),
  cursor: optional(size(string(), 1, 500)),
  limit: optional(string()),
})
export type SubscriptionsQuery = Infer<typeof subscriptionsQuery>

/** Days an expiry may move by at once (bulk extend, edit). */
export const MAX_EXTEND_DAYS = 3_650

/** POST /api/wl/subscriptions ("add an account"): the customer, the package and an expiry of at most a year. */
export const createSubscriptionBody = object({
  package_id: id(),
  email: size(email(), 3, 254),
  first_name: optional(size(string(), 0, 80)),
  last_name: optional(size(string(), 0, 80)),
  /** Missing, zero or more than a year means a year. */
  expiry_days: optional(nullable(integer())),
})
export type CreateSubscriptionBody = Infer<typeof createSubscriptionBody>

/** PUT /api/wl/subscriptions/{id}: a new expiry and/or another of the reseller's packages. */
export const updateSubscriptionBody = object({
  ends_at: optional(refine(requiredString(), 'datetime', (v) => !Number.isNaN(Date.parse(v)) || reject('validation.date'))),
  package_id: optional(id()),
})
export type UpdateSubscriptionBody = Infer<typeof updateSubscriptionBody>

export const subscriptionBulkActions = ['cancel', 'change_package', 'extend', 'pause', 'resume', 'resend_welcome', 'export'] as const

/**
 * POST /api/wl/subscriptions/bulk: the action on the subscriptions named by `ids` or matching `filter` (one of them).
 * `dryRun` answers the counts without changing anything; `export` answers a CSV.
 */
export const subscriptionBulkBody = refine(
  object({
    action: enums(subscriptionBulkActions),
    ids: optional(array(integer())),
    filter: optional(subscriptionFilter),
    dryRun: optional(boolean()),
    days: optional(max(min(integer(), 1), MAX_EXTEND_DAYS)),
    package_id: optional(id()),
  }),
  'bulkBody',
  (v) => {
    if ((v.ids === undefined) === (v.filter === undefined)) return reject('validation.required', {}, ['ids'])
    if (v.action === 'extend' && v.days === undefined) return reject('validation.required', {}, ['days'])
    if (v.action === 'change_package' && v.package_id === undefined) return reject('validation.required', {}, ['package_id'])
    return true
  },
)
export type SubscriptionBulkBody = Infer<typeof subscriptionBulkBody>

/** GET /api/wl/subscriptions/usage-history: one subscription's history or the reseller's whole history, newest first. */
export const usageHistoryQuery = object({
  subscription_id: optional(idDigits()),
  cursor: optional(idDigits()),
  limit: optional(string()),
})

/** The inbound create: the reseller's own systems name the package, the e-mail and an expiry (at most a year). */
export const inboundCreateBody = object({
  package_id: id(),
  email: size(email(), 3, 254),
  first_name: optional(size(string(), 0, 80)),
  last_name: optional(size(string(), 0, 80)),
  expiry_days: optional(nullable(integer())),
})
export const inboundCancelBody = object({ email: size(email(), 3, 254) })
/**
 * The inbound activation: the sales page that goes live, by its public URL (`https://host/sales/{slug}`, or the path
 * alone), or by its package's id; one of the two (the URL wins when both are given).
 */
export const inboundActivateBody = object({ sales_page_url: optional(size(requiredString(), 1, 2048)), package_id: optional(id()) })
