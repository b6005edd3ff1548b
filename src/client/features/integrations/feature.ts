import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'

export const integrationsClient = defineClientFeature({
  id: 'integrations',
  pages: {
    crmCallback: lazyPage(() => import('./crm-callback-page')),
    'settings.integration.crm': lazyPage(() => import('./crm-page')),
    'settings.integration.crmFields': lazyPage(() => import('./crm-fields-page')),
    'settings.integration.webhook': lazyPage(() => import('./webhook-create-page')),
    'settings.integration.webhookList': lazyPage(() => import('./webhook-list-page')),
  },
  // The API module loads with the call, so the manifest adds nothing to the first chunk.
  prefetch: { 'settings.integration.crm': (client) => void import('../../../api/integrations').then((api) => client.prefetchQuery(api.crmConnectionsQuery())) },
  mounted: [lazyWithReload(() => import('./integrations-bridge'))],
})
