import { defaultCreditPacks, parseCreditPacks, type CreditPack } from '../../../shared/wallet/pricing'
import type { PaymentProviderId } from '../../db/schema/wallet'

export type StripeSettings = {
  secretKey: string
  /** For Stripe Elements in the browser; without it the wallet cannot collect cards for Stripe. */
  publishableKey?: string
  /** `whsec_...` of the webhook endpoint; without it every webhook delivery is refused. */
  webhookSecret?: string
  /** Another host speaking Stripe's API (stripe-mock, the tests' fake); default api.stripe.com. */
  apiBase?: string
}

export type PaymentsConfig = {
  provider: PaymentProviderId
  stripe?: StripeSettings
  /** The credit packs on sale, cheapest per credit last. */
  packs: CreditPack[]
}

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined)

/**
 * PAYMENTS_PROVIDER=local (default: the local test provider, no real charges) or stripe (needs STRIPE_SECRET_KEY);
 * CREDIT_PACKS="credits:cents,..." (default 100:1000,500:4500,1000:8000). A wrong value stops the server at start.
 */
export function readPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = optional(env.PAYMENTS_PROVIDER) ?? 'local'
  if (provider !== 'local' && provider !== 'stripe') throw new Error(`PAYMENTS_PROVIDER must be "local" or "stripe", got "${provider}".`)
  const packsText = optional(env.CREDIT_PACKS)
  const packs = packsText ? parseCreditPacks(packsText) : [...defaultCreditPacks]
  if (!packs) throw new Error(`CREDIT_PACKS must look like "100:1000,500:4500" (credits:cents, at least 50 cents each), got "${packsText}".`)
  const secretKey = optional(env.STRIPE_SECRET_KEY)
  if (provider === 'stripe' && !secretKey) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY.')
  const stripe = secretKey
    ? { secretKey, publishableKey: optional(env.STRIPE_PUBLISHABLE_KEY), webhookSecret: optional(env.STRIPE_WEBHOOK_SECRET), apiBase: optional(env.STRIPE_API_BASE) }
    : undefined
  return { provider, ...(stripe ? { stripe } : {}), packs }
}
