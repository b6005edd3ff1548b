import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const walletClient = defineClientFeature({
  id: 'wallet',
  pages: { 'settings.wallet': lazyPage(() => import('./wallet-page')) },
  prefetch: {
    'settings.wallet': (client) =>
      void import('../../../api/wallet').then((api) => Promise.all([client.prefetchQuery(api.walletQuery()), client.prefetchQuery(api.transactionsQuery(1))])),
  },
  lab: () => import('../../../../machines/checkout.lab').then((m) => [m.checkoutLab]),
})
