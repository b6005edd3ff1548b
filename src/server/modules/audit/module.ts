import { defineServerModule } from '../../server-module'
import { auditRoutes } from './routes'

/** The append-only log of admin actions, read at /api/admin/audit. */
export const auditModule = defineServerModule({
  id: 'audit',
  routes: [{ mount: '/api/admin', routes: auditRoutes }],
})
