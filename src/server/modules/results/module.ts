import { defineServerModule } from '../../server-module'
import { resultRoutes } from './routes'

/** The results of saved lists: filtered pages, details, deletion, manual entry, influencer import, CSV export. */
export const resultsModule = defineServerModule({
  id: 'results',
  routes: [{ mount: '/api', routes: resultRoutes }],
})
