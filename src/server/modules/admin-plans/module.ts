import { defineServerModule } from '../../server-module'
import { adminPlanRoutes } from './routes'

/** The platform's plans, managed by its admins under /api/admin/plans. */
export const adminPlansModule = defineServerModule({
  id: 'admin-plans',
  routes: [{ mount: '/api/admin', routes: adminPlanRoutes }],
})
