import { isProfileComplete, missingProfileFields, type BusinessProfile } from '../../../shared/ai/business-profile'
import type { Database } from '../../db/client'
import { businessProfiles } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'
import { fieldError } from '../../http/api-error'

export { isProfileComplete }

type ProfileRow = typeof businessProfiles.$inferSelect

/** A stored profile as the API answers it. */
export function presentProfile(row: ProfileRow): BusinessProfile {
  return {
    id: row.id,
    business_name: row.businessName,
    website: row.website,
    what_it_sells: row.whatItSells,
    who_it_helps: row.whoItHelps,
    what_it_does: row.whatItDoes,
    contact_name: row.contactName,
    personality: row.personality,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The account's business profile, or null when it has never saved one. */
export async function readBusinessProfile(db: Database, accountId: number): Promise<BusinessProfile | null> {
  const [row] = await forAccount(db, accountId).select('businessProfiles')
  return row ? presentProfile(row) : null
}

/**
 * The gate of every AI tool: the account's complete profile, or a 422 with "Please fill
 * out the business profile form to generate AI data." and the empty fields under `errors.business_profile`.
 */
export async function requireCompleteProfile(db: Database, accountId: number): Promise<BusinessProfile> {
  const profile = await readBusinessProfile(db, accountId)
  if (profile && isProfileComplete(profile)) return profile
  throw fieldError('business_profile', 'ai.profile_incomplete', {}, { missing: missingProfileFields(profile) })
}
