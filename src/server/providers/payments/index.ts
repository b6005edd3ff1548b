import type { Database } from '../../db/client'
import { createLocalPaymentProvider } from './local-provider'
import type { PaymentsConfig } from './payments-config'
import { createStripePaymentProvider } from './stripe-provider'
import type { PaymentProvider } from './types'

/** The configured provider: Stripe when chosen (and keyed), else the local test provider. */
export function createPaymentProvider(config: PaymentsConfig, db: Database): PaymentProvider {
  if (config.provider === 'stripe' && config.stripe) return createStripePaymentProvider(config.stripe)
  return createLocalPaymentProvider(db)
}
