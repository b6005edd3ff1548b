import { defineServerModule } from '../../server-module'
import { crmRoutes } from './crm-routes'
import { gptRoutes } from './gpt-routes'
import { webhookRoutes } from './webhook-routes'
import { zapierRoutes } from './zapier-routes'

/** The account's GPT key, CRM connections, outbound webhooks and Zapier's REST hooks. Deliveries are lead jobs. */
export const integrationsModule = defineServerModule({
  id: 'integrations',
  routes: [
    { mount: '/api', routes: gptRoutes },
    { mount: '/api', routes: crmRoutes },
    { mount: '/api', routes: webhookRoutes },
    { mount: '/api', routes: zapierRoutes },
  ],
})
