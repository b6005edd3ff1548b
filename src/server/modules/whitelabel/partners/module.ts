import { defineServerModule } from '../../../server-module'
import { partnerRoutes } from './routes'

/** The reseller's own partners (docs/api.md, "White-label: partners"). */
export const whitelabelPartnersModule = defineServerModule({ id: 'whitelabel-partners', routes: [{ mount: '/api', routes: partnerRoutes }] })
