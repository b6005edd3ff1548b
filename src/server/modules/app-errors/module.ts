import { defineServerModule } from '../../server-module'
import { appErrorRoutes } from './routes'

/** Errors the client reports (stored for the back office). */
export const appErrorsModule = defineServerModule({
  id: 'app-errors',
  routes: [{ mount: '/api', routes: appErrorRoutes }],
})
