import { defineServerModule } from '../../server-module'
import { adminRoutes } from './routes'

/** Back-office reads, under /api/admin. */
export const adminModule = defineServerModule({
  id: 'admin',
  routes: [{ mount: '/api/admin', routes: adminRoutes }],
})
