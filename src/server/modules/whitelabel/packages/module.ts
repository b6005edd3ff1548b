import { defineServerModule } from '../../../server-module'
import { packageRoutes, salesPageRoutes } from './routes'

/** A reseller's packages, their public sales pages and the purchases made on them (docs/api.md, "Reseller packages"). */
export const whitelabelPackagesModule = defineServerModule({
  id: 'whitelabel-packages',
  routes: [
    { mount: '/api', routes: packageRoutes },
    { mount: '/api', routes: salesPageRoutes },
  ],
})
