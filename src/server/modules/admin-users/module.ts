import { defineServerModule } from '../../server-module'
import { adminUserRoutes } from './routes'

/** The back office's users: the list and search, create and edit, soft delete, limits, credits, bulk, "log in as user". */
export const adminUsersModule = defineServerModule({
  id: 'admin-users',
  routes: [{ mount: '/api/admin', routes: adminUserRoutes }],
})
