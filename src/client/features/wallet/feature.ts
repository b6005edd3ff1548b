import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const walletClient = defineClientFeature({
  id: 'wallet',
  pages: { 'settings.wallet': lazyPage(() => import('./wallet-page')) },
  prefetch: { 'settings.wallet': (client) => void import('../../../api/wallet').then((api) => client.prefetchQuery(api.walletQuery())) },
  lab: () => import('../../../../machines/checkout.lab').then((m) => [m.checkoutLab]),
})
