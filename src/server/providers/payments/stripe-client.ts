import Stripe from 'stripe'
import { WebhookRejected } from './types'

/** Stripe's default tolerance: a signature older (or newer) than 5 minutes is refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300

/**
 * The official SDK with the house settings: two retries of network failures (with the same Idempotency-Key), 20 s
 * timeout, no telemetry. `apiBase` points it at another host speaking Stripe's API: the tests' fake server, or
 * stripe-mock. Both Stripe adapters (the wallet's provider and the resellers' Connect) build their client here.
 */
export function stripeClient(secretKey: string, apiBase: string | null | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : null
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'lead-console' },
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  })
}

/**
 * A webhook delivery verified (`Stripe-Signature: t=...,v1=...`, HMAC of `t.rawBody`) within 300 s either way: the
 * library refuses old timestamps only, and a timestamp far in the future is as suspicious. Throws WebhookRejected.
 */
export function verifiedStripeEvent(stripe: Stripe, rawBody: string, signature: string | undefined, secret: string, now: Date): Stripe.Event {
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime())
  } catch (err) {
    throw new WebhookRejected(err instanceof Error ? err.message.split('\n')[0] : 'The signature does not verify.')
  }
  const stamp = Number(/(?:^|,)t=(\d+)/.exec(signature ?? '')?.[1])
  if (stamp * 1000 - now.getTime() > WEBHOOK_TOLERANCE_SECONDS * 1000) throw new WebhookRejected('The timestamp is outside the tolerance zone.')
  return event
}
