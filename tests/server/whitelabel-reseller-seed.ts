import { eq } from 'drizzle-orm'
import { accountModules, accounts, modules, plans, wlPackages, wlSubscriptions } from '../../src/server/db/schema'
import { inTransaction } from '../../src/server/db/transaction'
import { recordSubscriptionCreated } from '../../src/server/modules/whitelabel/subscription-change'
import type { TestServer } from './harness'
import { signedInAccount } from './lead-seed'

/** A signed-in user whose account holds the white-label module: a reseller. */
export async function resellerAccount(s: TestServer, label = 'reseller') {
  const user = await signedInAccount(s, label)
  const [whitelabel] = await s.db.select().from(modules).where(eq(modules.slug, 'whitelabel'))
  await s.db.insert(accountModules).values({ accountId: user.accountId, moduleId: whitelabel.id }).onConflictDoNothing()
  const call = (method: string, path: string, body?: unknown) => s.request(method, path, { token: user.token, ...(body === undefined ? {} : { body }) })
  return { ...user, call }
}

/** A customer of the reseller (its own account, tagged with the reseller) with a subscription and its history row. */
export async function customerWithSubscription(s: TestServer, resellerAccountId: number, name = 'Customer') {
  const [plan] = await s.db.select().from(plans).limit(1)
  return inTransaction(s.db, async (tx) => {
    const [customer] = await tx.insert(accounts).values({ name, resellerId: resellerAccountId }).returning({ id: accounts.id })
    const [pkg] = await tx.insert(wlPackages).values({ accountId: resellerAccountId, planId: plan.id, name: 'Starter', priceCents: 4900, credits: 100 }).returning({ id: wlPackages.id })
    const [row] = await tx
      .insert(wlSubscriptions)
      .values({ accountId: resellerAccountId, customerAccountId: customer.id, packageId: pkg.id, packageName: 'Starter', feeCents: 4900, endsAt: new Date(Date.now() + 30 * 86_400_000) })
      .returning()
    await recordSubscriptionCreated(tx, row, { actorUserId: null, source: 'inbound' })
    return { customerAccountId: customer.id, subscription: row }
  })
}
