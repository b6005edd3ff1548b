import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { accounts, businessSettings } from '../../../db/schema'

/** The name the reseller's customers know it by: its business settings' name, else its account's. */
export async function businessNameOf(db: Database, resellerAccountId: number): Promise<string | null> {
  const [brand] = await db.select({ name: businessSettings.name }).from(businessSettings).where(eq(businessSettings.ownerId, resellerAccountId)).orderBy(asc(businessSettings.id)).limit(1)
  if (brand?.name) return brand.name
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, resellerAccountId))
  return account?.name ?? null
}
