import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { UserRow } from '../../app-deps'
import type { AccountRow } from '../accounts/acting-account'
import type { WalletDeps } from './wallet-deps'
import { walletAccounts, walletCards } from '../../db/schema/wallet'
import { forAccount } from '../../db/tenant-scope'

/**
 * Whose wallet it is: the acting account (its id; its plan period's anchor) and the person the payment provider
 * knows as the account's customer (the user paying, or the account's owner when a job pays).
 */
export type WalletHolder = Pick<AccountRow, 'id' | 'lastReset' | 'createdAt'> & Pick<UserRow, 'email' | 'firstName' | 'lastName'>

export const walletHolderOf = (account: AccountRow, payer: Pick<UserRow, 'email' | 'firstName' | 'lastName'>): WalletHolder => ({
  id: account.id,
  lastReset: account.lastReset,
  createdAt: account.createdAt,
  email: payer.email,
  firstName: payer.firstName,
  lastName: payer.lastName,
})

export type WalletAccountRow = typeof walletAccounts.$inferSelect
export type CardRow = typeof walletCards.$inferSelect

/** The account's wallet row, created on first use for the configured provider. */
export async function walletAccount(deps: Pick<WalletDeps, 'db' | 'payments'>, accountId: number): Promise<WalletAccountRow> {
  const scope = forAccount(deps.db, accountId)
  const [existing] = await scope.select('walletAccounts')
  if (existing) return existing
  await scope.insert('walletAccounts', [{ provider: deps.payments.id }]).onConflictDoNothing()
  const [row] = await scope.select('walletAccounts')
  return row
}

/**
 * The account's customer at the configured provider, created once (the provider call is keyed by the account, so
 * two concurrent first purchases make one customer). A wallet that used another provider before gets a new one.
 */
export async function customerFor(deps: Pick<WalletDeps, 'db' | 'payments'>, holder: WalletHolder): Promise<string> {
  const wallet = await walletAccount(deps, holder.id)
  if (wallet.provider === deps.payments.id && wallet.customerRef) return wallet.customerRef
  const customer = await deps.payments.ensureCustomer({ id: holder.id, email: holder.email, name: `${holder.firstName} ${holder.lastName}`.trim() }, null)
  const scope = forAccount(deps.db, holder.id)
  await scope.update('walletAccounts', { provider: deps.payments.id, customerRef: customer }, or(isNull(walletAccounts.customerRef), ne(walletAccounts.provider, deps.payments.id)))
  const [row] = await scope.select('walletAccounts')
  return row.customerRef ?? customer
}

/** The account's cards at the configured provider (cards saved with another provider cannot be charged by this one). */
export function cardsOf(deps: Pick<WalletDeps, 'db' | 'payments'>, accountId: number): Promise<CardRow[]> {
  return forAccount(deps.db, accountId).select('walletCards', eq(walletCards.provider, deps.payments.id)).then((rows) => rows.sort((a, b) => a.id - b.id))
}

export async function defaultCardOf(deps: Pick<WalletDeps, 'db' | 'payments'>, accountId: number): Promise<CardRow | undefined> {
  const [card] = await forAccount(deps.db, accountId).select('walletCards', and(eq(walletCards.provider, deps.payments.id), eq(walletCards.isDefault, true)))
  return card
}
