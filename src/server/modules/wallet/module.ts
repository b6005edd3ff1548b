import { createPaymentProvider } from '../../providers/payments'
import { defineServerModule, worksJob } from '../../server-module'
import { runQueuedPayment, startPaymentFeed, walletPaymentJob } from './payment-worker'
import { PAYMENT_WEBHOOK_PATH, paymentWebhookRoutes, walletRoutes } from './routes'
import type { WalletDeps, WalletOwnDeps } from './wallet-deps'

/** Balances, cards, purchases and auto top-up; the payment provider's events; payments charged outside requests. */
export const walletModule = defineServerModule<WalletDeps, WalletOwnDeps>({
  id: 'wallet',
  deps: (shared) => ({ payments: createPaymentProvider(shared.config.payments, shared.db) }),
  routes: [
    { mount: '/api', routes: paymentWebhookRoutes },
    { mount: '/api', routes: walletRoutes },
  ],
  ownBodies: [{ path: PAYMENT_WEBHOOK_PATH, kind: 'signed' }],
  jobs: [worksJob(walletPaymentJob, (deps, job) => runQueuedPayment(deps, job.data.paymentId))],
  start: (deps, context) => startPaymentFeed(deps, context),
})
