import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts } from '../../db/schema/accounts'

/** The account's licence ended (its licence time has passed): it may neither start searches nor spend credits. */
export const licenceEnded = (licenseTime: Date | null, now: Date): licenseTime is Date => licenseTime !== null && licenseTime <= now

/** When the account's licence ended, or null while it runs (no licence time, or one still ahead). */
export async function endedLicence(db: Database, accountId: number, now: Date): Promise<Date | null> {
  const [row] = await db.select({ licenseTime: accounts.licenseTime }).from(accounts).where(eq(accounts.id, accountId))
  return row && licenceEnded(row.licenseTime, now) ? row.licenseTime : null
}
