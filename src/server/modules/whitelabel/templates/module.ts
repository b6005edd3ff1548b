import { defineServerModule } from '../../../server-module'
import { templateRoutes } from './routes'

/** The reseller's wording of its customers' e-mails; templates/send.ts sends them (sendResellerMail). */
export const whitelabelTemplatesModule = defineServerModule({ id: 'whitelabel-templates', routes: [{ mount: '/api', routes: templateRoutes }] })
