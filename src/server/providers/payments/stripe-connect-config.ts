/** Stripe Connect as the platform sees it: its own secret key, its Connect client id and the Connect endpoint's secret. */
export type StripeConnectSettings = {
  /** `ca_...`: the platform's Connect client id (OAuth). */
  clientId: string
  /** The platform's secret key: every call on a connected account carries it with `Stripe-Account: acct_...`. */
  secretKey: string
  /** `whsec_...` of the Connect webhook endpoint; without it every Connect delivery is refused. */
  webhookSecret?: string
  /** Another host speaking Stripe's API (the tests' fake); default api.stripe.com. */
  apiBase?: string
  /** Where the OAuth pages and token endpoint live; default https://connect.stripe.com. */
  connectBase: string
}

export type ResellerBillingConfig = {
  /** Unset: resellers cannot connect Stripe (the page says so) and sell with the local provider or PayKickStart. */
  stripeConnect?: StripeConnectSettings
  /** PayKickStart's API (cancel, re-activate); PAYKICKSTART_API_URL points it at a fake in tests. */
  paykickstartApiBase: string
}

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined)
const base = (url: string) => url.replace(/\/+$/, '')

/**
 * STRIPE_CONNECT_CLIENT_ID with STRIPE_SECRET_KEY turn Stripe Connect on for resellers; STRIPE_CONNECT_WEBHOOK_SECRET
 * verifies the Connect endpoint's deliveries; STRIPE_API_BASE and STRIPE_CONNECT_URL point at other hosts.
 */
export function readResellerBillingConfig(env: NodeJS.ProcessEnv): ResellerBillingConfig {
  const clientId = optional(env.STRIPE_CONNECT_CLIENT_ID)
  const secretKey = optional(env.STRIPE_SECRET_KEY)
  const stripeConnect =
    clientId && secretKey
      ? {
          clientId,
          secretKey,
          webhookSecret: optional(env.STRIPE_CONNECT_WEBHOOK_SECRET),
          apiBase: optional(env.STRIPE_API_BASE),
          connectBase: base(optional(env.STRIPE_CONNECT_URL) ?? 'https://connect.stripe.com'),
        }
      : undefined
  return { ...(stripeConnect ? { stripeConnect } : {}), paykickstartApiBase: base(optional(env.PAYKICKSTART_API_URL) ?? 'https://app.paykickstart.com/api') }
}
