import { defineServerModule } from '../../server-module'
import { accountRoutes } from './routes'

/** The signed-in user's own account: profile, password, e-mail change, limits. */
export const accountModule = defineServerModule({
  id: 'account',
  routes: [{ mount: '/api', routes: accountRoutes }],
})
