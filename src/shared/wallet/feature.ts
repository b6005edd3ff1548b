import { defineFeature, route } from '../feature-descriptor'
import { walletMessages } from './messages'

/** Credits: balances, cards, purchases and auto top-up. */
export const walletFeature = defineFeature({
  id: 'wallet',
  routes: [
    route('settings.wallet', '/settings/wallet', { module: 'wallet', shortcut: 'g w' }),
  ],
  sidebar: { key: 'wallet', module: 'wallet', path: '/settings/wallet', section: '/settings/wallet', order: 50 },
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { wallet: walletMessages },
})
