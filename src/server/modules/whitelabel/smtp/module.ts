import { defineServerModule } from '../../../server-module'
import { smtpRoutes } from './routes'

/** The reseller's own SMTP server for its customers' mail (docs/api.md, "White-label: SMTP"). */
export const whitelabelSmtpModule = defineServerModule({ id: 'whitelabel-smtp', routes: [{ mount: '/api', routes: smtpRoutes }] })
