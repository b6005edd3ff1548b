import { defineServerModule } from '../../server-module'
import type { WalletDeps } from '../wallet/wallet-deps'
import { billingRoutes } from './routes'

/** The billing portal, the /callback returns (flow states), the terms to accept and the chat widget's settings. */
export const billingModule = defineServerModule<WalletDeps>({
  id: 'billing',
  routes: [{ mount: '/api', routes: billingRoutes }],
})
