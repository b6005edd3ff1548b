import type { User } from '../../../shared/types'
import type { ModuleSlug } from '../../../shared/modules'
import type { AppDeps, UserRow } from '../../app-deps'
import { hmacHex } from '../../security/tokens'
import { modulesOf } from './user-repository'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The User of src/shared/types.ts; never exposes the password hash or the API key itself. */
export async function presentUser(deps: Pick<AppDeps, 'db' | 'appSecret'>, row: UserRow): Promise<User> {
  const mods = await modulesOf(deps.db, row.id)
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    hash: hmacHex(deps.appSecret, String(row.id)),
    role: row.role,
    modules: mods.map((m) => ({ id: m.id, slug: m.slug as ModuleSlug })),
    email_verified_at: iso(row.emailVerifiedAt),
    terms_accepted_at: iso(row.termsAcceptedAt),
    language: row.language,
    license_time: iso(row.licenseTime),
    last_reset: iso(row.lastReset),
    additional_query_count: row.additionalQueryCount,
    referral_partner: row.referralPartner,
    parent_id: row.parentId,
    is_child: row.parentId != null,
    has_google_api_key: row.googleApiKey != null,
  }
}
