import type { AppDeps } from '../../app-deps'
import type { PaymentProvider } from '../../providers/payments/types'

/** What the wallet module adds to the shared deps (src/server/modules/wallet/module.ts builds it). */
export type WalletOwnDeps = {
  /** The payment provider: the local test provider (default) or Stripe (config.payments). */
  payments: PaymentProvider
}

export type WalletDeps = AppDeps & WalletOwnDeps
