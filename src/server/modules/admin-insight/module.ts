import { defineServerModule } from '../../server-module'
import { insightRoutes } from './routes'

/** The admin console's insight: dashboard, searchers, user analytics and reports, under /api/admin/analytics. */
export const adminInsightModule = defineServerModule({
  id: 'admin-insight',
  routes: [{ mount: '/api/admin', routes: insightRoutes }],
})
