import { defineServerModule } from '../../server-module'
import { apiKeyRoutes } from './routes'

/** The user's API keys, which machines (Zapier) present on the user's behalf. */
export const apiKeysModule = defineServerModule({
  id: 'api-keys',
  routes: [{ mount: '/api', routes: apiKeyRoutes }],
})
