import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'

export const billingClient = defineClientFeature({
  id: 'billing',
  pages: {
    billingPortal: lazyPage(() => import('./billing-portal-page')),
    'billingPortal.local': lazyPage(() => import('./local-portal-page')),
    callback: lazyPage(() => import('./callback-page')),
  },
  mounted: [
    lazyWithReload(() => import('./billing-bridge')),
    lazyWithReload(() => import('./terms-gate')),
    lazyWithReload(() => import('./chat-widget-loader')),
  ],
})
