import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { UserRow } from '../../app-deps'
import type { WalletDeps } from './wallet-deps'
import { walletAccounts, walletCards } from '../../db/schema/wallet'
import { forAccount } from '../../db/tenant-scope'

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
export async function customerFor(deps: Pick<WalletDeps, 'db' | 'payments'>, user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>): Promise<string> {
  const wallet = await walletAccount(deps, user.id)
  if (wallet.provider === deps.payments.id && wallet.customerRef) return wallet.customerRef
  const customer = await deps.payments.ensureCustomer({ id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() }, null)
  const scope = forAccount(deps.db, user.id)
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
