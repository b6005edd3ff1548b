import { platformRoles, type PlatformRole } from '../../../shared/accounts/roles'
import type { CreateAdminUserBody, UpdateAdminUserBody } from '../../../shared/admin-users/schemas'
import type { AdminUserDetail } from '../../../shared/admin-users/types'
import { moduleSlugs, type ModuleSlug } from '../../../shared/modules'

/** The user form's fields as the inputs hold them (text, and one checkbox per module). */
export type UserFormValues = {
  first_name: string
  last_name: string
  email: string
  password: string
  role: PlatformRole
  plan_id: string
  credits: string
  license_time: string
  last_reset: string
  additional_query_count: string
  referral_partner: string
  parent_id: string
  google_api_key: string
  remove_google_api_key: boolean
} & Record<`module_${ModuleSlug}`, boolean>

const noModules = Object.fromEntries(moduleSlugs.map((slug) => [`module_${slug}`, false])) as Record<`module_${ModuleSlug}`, boolean>

export const emptyUser: UserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  role: 'user',
  plan_id: '',
  credits: '',
  license_time: '',
  last_reset: '',
  additional_query_count: '',
  referral_partner: '',
  parent_id: '',
  google_api_key: '',
  remove_google_api_key: false,
  ...noModules,
}

/** The edit form's fields from the user as the server answers it (the key is write-only: never shown). */
export function valuesOf(user: AdminUserDetail): UserFormValues {
  return {
    ...emptyUser,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role: (platformRoles as readonly string[]).includes(user.role) ? user.role : 'user',
    plan_id: user.plan ? String(user.plan.id) : '',
    license_time: user.license_time?.slice(0, 10) ?? '',
    last_reset: user.last_reset?.slice(0, 10) ?? '',
    additional_query_count: String(user.additional_query_count),
    referral_partner: user.referral_partner ?? '',
    parent_id: user.parent ? String(user.parent.id) : '',
    ...Object.fromEntries(moduleSlugs.map((slug) => [`module_${slug}`, user.modules.includes(slug)])),
  }
}

/** A number field as the body wants it: blank is left out (or null where the body takes null), else the number. */
const numberOf = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim())
const blankAsNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The shared fields of both bodies; a malformed number stays text so the shared struct words its field. */
function commonBody(v: UserFormValues) {
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email.trim(),
    role: v.role,
    // The API has no "no plan": a blank choice leaves the plan as it is (a new user gets the default plan).
    ...(v.plan_id === '' ? {} : { plan_id: numberOf(v.plan_id) }),
    modules: moduleSlugs.filter((slug) => v[`module_${slug}`]),
    license_time: blankAsNull(v.license_time),
    last_reset: blankAsNull(v.last_reset),
    ...(v.additional_query_count.trim() === '' ? {} : { additional_query_count: numberOf(v.additional_query_count) }),
    referral_partner: blankAsNull(v.referral_partner),
    parent_id: v.parent_id.trim() === '' ? null : numberOf(v.parent_id),
  }
}

export function createBody(v: UserFormValues): CreateAdminUserBody {
  return {
    ...commonBody(v),
    password: v.password,
    ...(v.credits.trim() === '' ? {} : { credits: numberOf(v.credits) }),
    ...(v.google_api_key.trim() === '' ? {} : { google_api_key: v.google_api_key.trim() }),
  } as CreateAdminUserBody
}

/** An empty password keeps the current one; the key is kept unless a new one is typed or its removal is ticked. */
export function updateBody(v: UserFormValues): UpdateAdminUserBody {
  const key = v.remove_google_api_key ? { google_api_key: null } : v.google_api_key.trim() === '' ? {} : { google_api_key: v.google_api_key.trim() }
  return { ...commonBody(v), ...(v.password === '' ? {} : { password: v.password }), ...key } as UpdateAdminUserBody
}
