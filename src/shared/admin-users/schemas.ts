import { array, enums, integer, max, min, nullable, object, optional, refine, size, string, type Infer } from 'superstruct'
import { platformRoles } from '../accounts/roles'
import { moduleSlugs } from '../modules'
import { email, password, reject, requiredString, idDigits } from '../validate'

/** The statuses a user can have; a deleted user keeps their row (soft delete) and can be restored. */
export const adminUserStatuses = ['active', 'disabled', 'deleted'] as const
export const adminUserSorts = ['created_at', 'name', 'email', 'last_login_at', 'credits'] as const
export const adminUserBulkActions = ['grant_credits', 'change_plan', 'disable'] as const

/** Rows a page of the users list holds unless `limit` says otherwise, and the most it may ask for. */
export const adminUsersPage = { default: 100, max: 500 } as const
/** The most credits one grant (or one bulk grant, per user) may give. */
export const MAX_GRANT = 1_000_000

const id = () => min(integer(), 1)

/** A calendar day as the forms send it (`YYYY-MM-DD`), a real date. */
export const calendarDay = () =>
  refine(string(), 'calendarDay', (v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return reject('validation.date')
    const at = new Date(`${v}T00:00:00.000Z`)
    return (!Number.isNaN(at.getTime()) && at.toISOString().startsWith(v)) || reject('validation.date')
  })

/** `q` matches the start of the e-mail, the first name, the last name or "first last", whatever the case. */
const searchText = size(string(), 1, 100)

/** GET /api/admin/users: filters, sort and keyset cursor (the `next_cursor` of the page before, opaque). */
export const adminUsersQuery = object({
  q: optional(searchText),
  plan_id: optional(idDigits()),
  status: optional(enums(adminUserStatuses)),
  role: optional(enums(platformRoles)),
  sort: optional(enums(adminUserSorts)),
  dir: optional(enums(['asc', 'desc'] as const)),
  cursor: optional(size(string(), 1, 500)),
  limit: optional(string()),
})
export type AdminUsersQuery = Infer<typeof adminUsersQuery>

const userFields = {
  first_name: size(requiredString(), 1, 80),
  last_name: size(requiredString(), 1, 80),
  email: size(email(), 3, 254),
  role: enums(platformRoles),
  plan_id: optional(id()),
  modules: optional(array(enums(moduleSlugs))),
  license_time: optional(nullable(calendarDay())),
  last_reset: optional(nullable(calendarDay())),
  additional_query_count: optional(max(min(integer(), 0), 1_000_000)),
  referral_partner: optional(nullable(size(string(), 0, 120))),
  /** An account id: the user's own account becomes its child. */
  parent_id: optional(nullable(id())),
  /** Write-only: stored encrypted; the API only says whether one is set. */
  google_api_key: optional(nullable(size(string(), 0, 500))),
}

/** POST /api/admin/users: a new user with an account of their own, e-mail confirmed. */
export const createAdminUserBody = object({
  ...userFields,
  password: password(),
  /** Granted as one ledger entry whose author is the admin. */
  credits: optional(max(min(integer(), 0), MAX_GRANT)),
})
export type CreateAdminUserBody = Infer<typeof createAdminUserBody>

/** PUT /api/admin/users/{id}: any of the create fields; an empty or absent password keeps it, `google_api_key: null` removes the key. */
export const updateAdminUserBody = object({
  first_name: optional(userFields.first_name),
  last_name: optional(userFields.last_name),
  email: optional(userFields.email),
  role: optional(userFields.role),
  password: optional(refine(string(), 'password', (v) => v === '' || v.length >= 6 || reject('validation.password_min'))),
  plan_id: userFields.plan_id,
  modules: userFields.modules,
  license_time: userFields.license_time,
  last_reset: userFields.last_reset,
  additional_query_count: userFields.additional_query_count,
  referral_partner: userFields.referral_partner,
  parent_id: userFields.parent_id,
  google_api_key: userFields.google_api_key,
})
export type UpdateAdminUserBody = Infer<typeof updateAdminUserBody>

/** POST /api/admin/users/{id}/credits: a grant written to the user's account ledger with the admin as its author. */
export const grantCreditsBody = object({
  amount: max(min(integer(), 1), MAX_GRANT),
  reason: optional(size(string(), 0, 200)),
})

/** The users a bulk action applies to when it names no ids: the list's filters. */
export const adminUsersFilter = object({
  q: optional(searchText),
  plan_id: optional(id()),
  status: optional(enums(adminUserStatuses)),
  role: optional(enums(platformRoles)),
})
export type AdminUsersFilter = Infer<typeof adminUsersFilter>

/**
 * POST /api/admin/users/bulk: one action on the users named by `ids` or matching `filter` (exactly one of them);
 * `amount` for grant_credits, `plan_id` for change_plan.
 */
export const adminUsersBulkBody = refine(
  object({
    action: enums(adminUserBulkActions),
    ids: optional(size(array(id()), 1, 10_000)),
    filter: optional(adminUsersFilter),
    amount: optional(max(min(integer(), 1), MAX_GRANT)),
    plan_id: optional(id()),
  }),
  'bulk',
  (v) => {
    if ((v.ids === undefined) === (v.filter === undefined)) return reject('admin_users.ids_or_filter', {}, [v.ids === undefined ? 'ids' : 'filter'])
    if (v.action === 'grant_credits' && v.amount === undefined) return reject('validation.required', {}, ['amount'])
    if (v.action === 'change_plan' && v.plan_id === undefined) return reject('validation.required', {}, ['plan_id'])
    return true
  },
)
export type AdminUsersBulkBody = Infer<typeof adminUsersBulkBody>

/** GET /api/admin/users/{id}/history: the audit page of GET /api/admin/audit for this user (`cursor`: its `next_cursor`). */
export const userHistoryQuery = object({ cursor: optional(idDigits()), limit: optional(string()) })
