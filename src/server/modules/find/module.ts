import { defineServerModule } from '../../server-module'
import { findRoutes } from './routes'

/** Finding the account's lists, searches and leads by name from the palette. */
export const findModule = defineServerModule({
  id: 'find',
  routes: [{ mount: '/api', routes: findRoutes }],
})
