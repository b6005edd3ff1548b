import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import type { BillingPortalSession, LocalPortal } from '../../../shared/billing/types'
import type { UserRow } from '../../app-deps'
import { businessSettings } from '../../db/schema'
import { walletPayments } from '../../db/schema/wallet'
import { forAccount } from '../../db/tenant-scope'
import { refusal } from '../../http/api-error'
import { ProviderUnavailable } from '../../providers/payments/types'
import type { AccountRow } from '../accounts/acting-account'
import { walletError } from '../wallet/wallet-errors'
import { cardsOf, customerFor, walletHolderOf } from '../wallet/wallet-account'
import type { WalletDeps } from '../wallet/wallet-deps'
import { issueFlowState } from './flow-states'

const LOCAL_PORTAL_PAYMENTS = 50

type PortalSettings = { value: 'stripe' | 'paykickstart'; paykickstartUrl: string | null }

/** The billing portal of the parent (a reseller) the account belongs to, else the platform's (GET /api/wl/check-billing-portals). */
export async function portalSettingsFor(deps: Pick<WalletDeps, 'db'>, account: Pick<AccountRow, 'parentId'>): Promise<PortalSettings> {
  const columns = { value: businessSettings.billingPortal, paykickstartUrl: businessSettings.paykickstartPortalUrl }
  if (account.parentId != null) {
    const [own] = await deps.db.select(columns).from(businessSettings).where(eq(businessSettings.ownerId, account.parentId)).limit(1)
    if (own) return own
  }
  const [platform] = await deps.db.select(columns).from(businessSettings).where(and(isNull(businessSettings.domain), isNull(businessSettings.ownerId))).limit(1)
  return platform ?? { value: 'stripe', paykickstartUrl: null }
}

/** The path of /callback that finishes a billing portal visit started with `state`. */
export const portalReturnPath = (state: string) => `/callback?kind=billing_portal&state=${encodeURIComponent(state)}`

/**
 * Where "Open billing portal" sends the user. PayKickStart: the tenant's configured portal (refused when unset).
 * Otherwise the payment provider's hosted portal for the account's customer, returning to /callback with a fresh
 * state; a provider without one (the local provider) gets the console's own portal page, whose way back is the same.
 */
export async function openBillingPortal(deps: WalletDeps, account: AccountRow, user: UserRow): Promise<BillingPortalSession> {
  const settings = await portalSettingsFor(deps, account)
  if (settings.value === 'paykickstart') {
    if (!settings.paykickstartUrl) throw refusal(409, { code: 'billing.paykickstart_not_configured' })
    return { provider: 'paykickstart', url: settings.paykickstartUrl }
  }
  const now = deps.now()
  if (!deps.payments.openPortal) {
    const state = await issueFlowState(deps.db, { userId: user.id, accountId: account.id }, 'billing_portal', now)
    return { provider: 'local', url: `/billing-portal/local?state=${encodeURIComponent(state)}` }
  }
  try {
    const customer = await customerFor(deps, walletHolderOf(account, user))
    const state = await issueFlowState(deps.db, { userId: user.id, accountId: account.id }, 'billing_portal', now)
    const session = await deps.payments.openPortal(customer, `${deps.config.crm.publicUrl}${portalReturnPath(state)}`)
    return { provider: 'stripe', url: session.url }
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw walletError(503, 'provider_unavailable')
    throw err
  }
}

/** What the local provider's portal page shows: the account's cards and its payments, newest first (a claimed auto top-up is not a payment yet). */
export async function localPortal(deps: WalletDeps, accountId: number): Promise<LocalPortal> {
  const cards = await cardsOf(deps, accountId)
  const payments = await deps.db
    .select()
    .from(walletPayments)
    .where(forAccount(deps.db, accountId).where('walletPayments', ne(walletPayments.status, 'claimed')))
    .orderBy(desc(walletPayments.id))
    .limit(LOCAL_PORTAL_PAYMENTS)
  return {
    provider: 'local',
    cards: cards.map((c) => ({ id: c.id, brand: c.brand, last4: c.last4, exp_month: c.expMonth, exp_year: c.expYear, is_default: c.isDefault })),
    payments: payments.map((p) => ({ id: p.id, kind: p.kind, status: p.status, credits: p.credits, amount_cents: p.amountCents, currency: p.currency, created_at: p.createdAt.toISOString() })),
  }
}
