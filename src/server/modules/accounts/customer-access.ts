import { desc, eq } from 'drizzle-orm'
import { grantsAccess } from '../../../shared/whitelabel/subscriptions'
import type { Database } from '../../db/client'
import { wlSubscriptions } from '../../db/schema'
import { refusal } from '../../http/api-error'

/**
 * A reseller's customer account is usable while its latest subscription grants access (trialing, active, or cancelled
 * at a period end not yet reached); paused, past due, cancelled, refunded or expired, its users get 403
 * `whitelabel.subscription_paused`. Accounts that are nobody's customer (the reseller's own among them) pass.
 */
export async function assertCustomerAccess(db: Database, account: { id: number; resellerId: number | null }): Promise<void> {
  if (account.resellerId === null) return
  const [latest] = await db
    .select({ status: wlSubscriptions.status })
    .from(wlSubscriptions)
    .where(eq(wlSubscriptions.customerAccountId, account.id))
    .orderBy(desc(wlSubscriptions.id))
    .limit(1)
  if (latest && !grantsAccess(latest.status)) throw refusal(403, { code: 'whitelabel.subscription_paused' })
}
