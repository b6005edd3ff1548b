import type { Impersonator } from '../../../shared/admin-users/types'
import type { User } from '../../../shared/types'
import type { AppDeps, UserRow } from '../../app-deps'
import { hmacHex } from '../../security/tokens'
import type { ActingAccount } from '../accounts/acting-account'
import { presentActingAccount } from '../accounts/account-present'
import { currentTermsVersion, termsRequired } from '../billing/terms'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/**
 * The User of src/shared/types.ts acting as `acting`: its role, modules, parent and limits are the acting
 * account's. Never exposes the password hash or the API key itself.
 */
export async function presentUser(deps: Pick<AppDeps, 'db' | 'appSecret'>, row: UserRow, acting: ActingAccount): Promise<User> {
  const account = await presentActingAccount(deps.db, row, acting)
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    hash: hmacHex(deps.appSecret, String(row.id)),
    role: acting.role,
    modules: account.modules,
    email_verified_at: iso(row.emailVerifiedAt),
    terms_accepted_at: iso(row.termsAcceptedAt),
    terms_version: row.termsVersion,
    terms_required: termsRequired(row.termsVersion, await currentTermsVersion(deps.db)),
    language: row.language,
    license_time: iso(acting.licenseTime),
    last_reset: iso(acting.lastReset),
    additional_query_count: acting.additionalQueryCount,
    referral_partner: row.referralPartner,
    parent_id: acting.parentId,
    is_child: acting.parentId !== null,
    has_google_api_key: row.googleApiKey != null,
    is_partner: row.isPartner,
    is_referral_partner: row.isReferralPartner,
    account,
  }
}

/** The admin viewing as the user, as GET /api/me names them; null in the person's own session. */
export function presentImpersonator(admin: UserRow | undefined): Impersonator | null {
  if (!admin) return null
  return { id: admin.id, email: admin.email, name: `${admin.firstName} ${admin.lastName}`.trim() || admin.email }
}
