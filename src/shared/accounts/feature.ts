import { defineFeature, route } from '../feature-descriptor'
import { accountsMessages, moduleMessageNames } from './messages'

/** Accounts the user acts as: switching between them, and the related (child) accounts of the acting one. */
export const accountsFeature = defineFeature({
  id: 'accounts',
  routes: [route('settings.relatedAccounts', '/settings/related-accounts', { shortcut: 'g r' })],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { accounts: accountsMessages },
  messageNames: { modules: moduleMessageNames },
})
