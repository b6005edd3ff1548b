import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const walletClient = defineClientFeature({
  id: 'wallet',
  pages: { 'settings.wallet': lazyPage(() => import('./wallet-page')) },
  prefetch: {
    'settings.wallet': (client) =>
      void Promise.all([import('../../../api/wallet'), import('./history-filter')]).then(([api, history]) =>
        Promise.all([client.prefetchQuery(api.walletQuery()), client.prefetchInfiniteQuery(api.creditHistoryQuery(history.historyParams(history.noHistoryFilter)))]),
      ),
  },
  lab: () => import('../../../../machines/checkout.lab').then((m) => [m.checkoutLab]),
})
