import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { wlBillingSettings } from '../../../db/schema'
import { fieldError, refusal } from '../../../http/api-error'
import { createStripeConnect, ConnectRefused } from '../../../providers/payments/stripe-connect'
import { ProviderUnavailable } from '../../../providers/payments/types'
import type { billingProviders } from '../../../../shared/whitelabel/subscriptions'

export type BillingDeps = Pick<AppDeps, 'db' | 'config' | 'secretBox' | 'now'>
export type BillingSettingsRow = typeof wlBillingSettings.$inferSelect
type Provider = (typeof billingProviders)[number]

/** A connection's OAuth state is good for 10 minutes: long enough to sign in at Stripe, short enough that a leaked one is useless. */
const STATE_TTL_MS = 10 * 60_000
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export async function billingSettingsOf(db: Database, accountId: number): Promise<BillingSettingsRow> {
  const [row] = await db.select().from(wlBillingSettings).where(eq(wlBillingSettings.accountId, accountId))
  return row ?? { accountId, provider: 'local', stripeAccountId: null, stripeConnectedAt: null, connectState: null, connectStateExpiresAt: null, paykickstartSecretSealed: null, paykickstartTokenSealed: null, updatedAt: new Date(0) }
}

const upsert = (db: Database, accountId: number, set: Partial<BillingSettingsRow>, now: Date) =>
  db
    .insert(wlBillingSettings)
    .values({ accountId, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: wlBillingSettings.accountId, set: { ...set, updatedAt: now } })
    .returning()

/** The platform's Stripe Connect client, or a 409 when this server has none. */
export function connectOf(deps: Pick<AppDeps, 'config'>) {
  const settings = deps.config.resellerBilling.stripeConnect
  if (!settings) throw refusal(409, { code: 'whitelabel.stripe_not_configured' })
  return createStripeConnect(settings)
}

/** Where Stripe sends the reseller back: the console's stripe/callback page, which hands code and state to the API. */
export const stripeRedirectUri = (deps: Pick<AppDeps, 'config'>) => `${deps.config.crm.publicUrl}/whitelabel/stripe/callback`

/** What the reseller's payment provider page shows: never a secret, only whether one is set. */
export function presentBillingSettings(deps: Pick<AppDeps, 'config'>, row: BillingSettingsRow) {
  return {
    provider: row.provider,
    stripe: {
      available: Boolean(deps.config.resellerBilling.stripeConnect),
      account_id: row.stripeAccountId,
      connected_at: row.stripeConnectedAt?.toISOString() ?? null,
    },
    paykickstart: {
      secret_set: row.paykickstartSecretSealed != null,
      api_token_set: row.paykickstartTokenSealed != null,
      ipn_url: `${deps.config.crm.publicUrl}/api/webhooks/paykickstart?account=${row.accountId}`,
    },
  }
}

/** Starts connecting the reseller's Stripe account: a fresh random state (its hash kept, one at a time) and Stripe's authorize URL. */
export async function startStripeConnect(deps: BillingDeps, accountId: number): Promise<{ url: string }> {
  const connect = connectOf(deps)
  const state = randomBytes(32).toString('base64url')
  const now = deps.now()
  await upsert(deps.db, accountId, { connectState: sha256(state), connectStateExpiresAt: new Date(now.getTime() + STATE_TTL_MS) }, now)
  return { url: connect.authorizeUrl(state, stripeRedirectUri(deps)) }
}

/**
 * The return from Stripe: the state must be the one this reseller started, unexpired; it is spent whatever happens
 * next, so a replayed link does nothing. The code is exchanged for the connected account, which becomes the
 * reseller's (an account another reseller has connected is refused) and Stripe becomes its provider.
 */
export async function finishStripeConnect(deps: BillingDeps, accountId: number, input: { code: string; state: string }) {
  const connect = connectOf(deps)
  const now = deps.now()
  const [spent] = await deps.db
    .update(wlBillingSettings)
    .set({ connectState: null, connectStateExpiresAt: null, updatedAt: now })
    .where(and(eq(wlBillingSettings.accountId, accountId), eq(wlBillingSettings.connectState, sha256(input.state)), gt(wlBillingSettings.connectStateExpiresAt, now)))
    .returning({ accountId: wlBillingSettings.accountId })
  if (!spent) throw refusal(409, { code: 'whitelabel.stripe_state_invalid' })
  let accountIdAtStripe: string
  try {
    accountIdAtStripe = (await connect.exchangeCode(input.code)).accountId
  } catch (err) {
    if (err instanceof ConnectRefused) throw refusal(409, { code: 'whitelabel.stripe_connect_refused' })
    if (err instanceof ProviderUnavailable) throw refusal(503, { code: 'whitelabel.provider_unavailable' })
    throw err
  }
  const [taken] = await deps.db.select({ accountId: wlBillingSettings.accountId }).from(wlBillingSettings).where(eq(wlBillingSettings.stripeAccountId, accountIdAtStripe))
  if (taken && taken.accountId !== accountId) throw refusal(409, { code: 'whitelabel.stripe_connect_refused' })
  const [row] = await upsert(deps.db, accountId, { stripeAccountId: accountIdAtStripe, stripeConnectedAt: now, provider: 'stripe' }, now)
  return row
}

/** Disconnects the reseller's Stripe account (deauthorized at Stripe too); its sales go back to the local provider. */
export async function disconnectStripe(deps: BillingDeps, accountId: number) {
  const row = await billingSettingsOf(deps.db, accountId)
  if (row.stripeAccountId) {
    try {
      await connectOf(deps).deauthorize(row.stripeAccountId)
    } catch (err) {
      if (err instanceof ProviderUnavailable) throw refusal(503, { code: 'whitelabel.provider_unavailable' })
      throw err
    }
  }
  const [updated] = await upsert(deps.db, accountId, { stripeAccountId: null, stripeConnectedAt: null, ...(row.provider === 'stripe' ? { provider: 'local' as const } : {}) }, deps.now())
  return updated
}

/** Stripe told us the reseller disconnected our platform from its side (account.application.deauthorized). */
export async function forgetStripeAccount(db: Database, stripeAccountId: string, now: Date) {
  await db
    .update(wlBillingSettings)
    .set({ stripeAccountId: null, stripeConnectedAt: null, provider: sql`CASE WHEN ${wlBillingSettings.provider} = 'stripe' THEN 'local' ELSE ${wlBillingSettings.provider} END`, updatedAt: now })
    .where(eq(wlBillingSettings.stripeAccountId, stripeAccountId))
}

export type BillingSettingsInput = { provider?: Provider; paykickstart_secret?: string | null; paykickstart_api_token?: string | null }

/**
 * Chooses the provider of the reseller's sales and sets the PayKickStart secrets (sealed; an empty value clears one).
 * Stripe needs a connected account and PayKickStart its IPN secret, each refused on the `provider` field otherwise.
 */
export async function updateBillingSettings(deps: BillingDeps, accountId: number, input: BillingSettingsInput) {
  const current = await billingSettingsOf(deps.db, accountId)
  const set: Partial<BillingSettingsRow> = {}
  const sealed = (value: string | null) => (value && value.trim() !== '' ? deps.secretBox.seal(value.trim()) : null)
  if (input.paykickstart_secret !== undefined) set.paykickstartSecretSealed = sealed(input.paykickstart_secret)
  if (input.paykickstart_api_token !== undefined) set.paykickstartTokenSealed = sealed(input.paykickstart_api_token)
  if (input.provider !== undefined) {
    if (input.provider === 'stripe' && !current.stripeAccountId) throw fieldError('provider', 'whitelabel.stripe_not_connected')
    const secret = set.paykickstartSecretSealed !== undefined ? set.paykickstartSecretSealed : current.paykickstartSecretSealed
    if (input.provider === 'paykickstart' && !secret) throw fieldError('provider', 'whitelabel.paykickstart_secret_missing')
    set.provider = input.provider
  }
  const [row] = await upsert(deps.db, accountId, set, deps.now())
  return row
}
