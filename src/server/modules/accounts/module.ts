import { defineServerModule } from '../../server-module'
import { accountsRoutes } from './routes'

/** Accounts: which ones a user acts as, switching the session between them, related (child) accounts. */
export const accountsModule = defineServerModule({
  id: 'accounts',
  routes: [{ mount: '/api', routes: accountsRoutes }],
})
