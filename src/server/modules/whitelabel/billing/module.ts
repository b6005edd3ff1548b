import { defineServerModule } from '../../../server-module'
import { billingRoutes, billingWebhookRoutes, PAYKICKSTART_IPN_PATH, STRIPE_CONNECT_WEBHOOK_PATH } from './routes'

/** How resellers are paid for their sales: the provider they choose, Stripe Connect, PayKickStart's IPN. */
export const whitelabelBillingModule = defineServerModule({
  id: 'whitelabel-billing',
  routes: [
    { mount: '/api', routes: billingWebhookRoutes },
    { mount: '/api', routes: billingRoutes },
  ],
  ownBodies: [
    { path: STRIPE_CONNECT_WEBHOOK_PATH, kind: 'signed' },
    { path: PAYKICKSTART_IPN_PATH, kind: 'signed' },
  ],
})
