import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const walletClient = defineClientFeature({
  id: 'wallet',
  pages: { 'settings.wallet': lazyPage(() => import('./wallet-page')) },
  lab: () => import('../../../../machines/checkout.lab').then((m) => [m.checkoutLab]),
})
