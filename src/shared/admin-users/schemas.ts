import { array, enums, integer, max, min, nullable, object, optional, refine, size, string, type Infer } from 'superstruct'
import { platformRoles } from '../accounts/roles'
import { moduleSlugs } from '../modules'
import { email, password, reject, requiredString } from '../validate'

const day = () => refine(string(), 'date', (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))) || reject('validation.date'))
const count = (most: number) => max(min(integer(), 0), most)

/** The fields POST and PUT /api/admin/users share; every one but the names, e-mail and role may be left out. */
const userFields = {
  first_name: size(requiredString(), 1, 100),
  last_name: size(requiredString(), 1, 100),
  email: email(),
  role: enums(platformRoles),
  plan_id: optional(nullable(integer())),
  modules: optional(array(enums(moduleSlugs))),
  license_time: optional(nullable(day())),
  last_reset: optional(nullable(day())),
  additional_query_count: optional(count(1_000_000_000)),
  referral_partner: optional(nullable(size(string(), 0, 255))),
  /** An account id: the user's own account becomes its child. */
  parent_id: optional(nullable(integer())),
  /** Write-only: null removes it, absent keeps it. */
  google_api_key: optional(nullable(size(string(), 1, 255))),
}

/** POST /api/admin/users: a new user with an account of their own; `credits` are granted as a ledger entry. */
export const adminUserCreateBody = object({ ...userFields, password: password(), credits: optional(count(1_000_000)) })
export type AdminUserCreateBody = Infer<typeof adminUserCreateBody>

/** PUT /api/admin/users/{id}: the same fields, all optional; an empty or absent password keeps it. */
export const adminUserUpdateBody = object({
  ...userFields,
  first_name: optional(userFields.first_name),
  last_name: optional(userFields.last_name),
  email: optional(userFields.email),
  role: optional(userFields.role),
  password: optional(refine(string(), 'password', (v) => v === '' || v.length >= 6 || reject('validation.password_min'))),
})
export type AdminUserUpdateBody = Infer<typeof adminUserUpdateBody>

/** POST /api/admin/users/{id}/credits. */
export const adminGrantCreditsBody = object({ amount: max(min(integer(), 1), 1_000_000), reason: optional(size(string(), 0, 255)) })
export type AdminGrantCreditsBody = Infer<typeof adminGrantCreditsBody>
