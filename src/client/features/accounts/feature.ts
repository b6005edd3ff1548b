import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'

export const accountsClient = defineClientFeature({
  id: 'accounts',
  pages: { 'settings.relatedAccounts': lazyPage(() => import('./related-accounts-page')) },
  mounted: [lazyWithReload(() => import('./account-switcher'))],
})
