import { defineServerModule } from '../../server-module'
import { labelRoutes } from './routes'

/** The account's labels and their assignment to results. */
export const labelsModule = defineServerModule({
  id: 'labels',
  routes: [{ mount: '/api', routes: labelRoutes }],
})
