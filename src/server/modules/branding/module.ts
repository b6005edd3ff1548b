import { defineServerModule } from '../../server-module'
import { brandingRoutes } from './routes'

/** The look of a white-label domain (the site settings), which the login page reads before anyone signs in. */
export const brandingModule = defineServerModule({
  id: 'branding',
  routes: [{ mount: '/api', routes: brandingRoutes }],
})
