import { enums, nullable, object, optional, refine, size, string } from 'superstruct'
import { integerLike, reject, requiredString } from '../validate'
import { billingProviders } from './subscriptions'

/** PUT /api/wl/billing: the provider of the reseller's sales and its PayKickStart secrets (empty or null clears one). */
export const billingSettingsBody = object({
  provider: optional(enums(billingProviders)),
  paykickstart_secret: optional(nullable(size(string(), 0, 200))),
  paykickstart_api_token: optional(nullable(size(string(), 0, 200))),
})

/** POST /api/wl/stripe/callback: what Stripe put on the return URL. */
export const stripeCallbackBody = object({
  code: refine(requiredString(), 'stripeCode', (v) => /^[A-Za-z0-9_-]{1,300}$/.test(v.trim()) || reject('validation.type')),
  state: refine(requiredString(), 'stripeState', (v) => /^[A-Za-z0-9_-]{1,200}$/.test(v.trim()) || reject('validation.type')),
})


/** POST /api/webhooks/paykickstart?account=&package=: the reseller the IPN is for, and the package a first sale buys. */
export const payKickStartQuery = object({ account: integerLike(), package: optional(integerLike()) })
