import { defineFeature, route } from '../feature-descriptor'
import { billingMessages } from './messages'

/** The billing portal (the provider's, PayKickStart's or the local provider's page), the return page of external flows, the terms. */
export const billingFeature = defineFeature({
  id: 'billing',
  routes: [
    route('billingPortal', '/billing-portal', { module: 'wallet' }),
    route('billingPortal.local', '/billing-portal/local', { module: 'wallet' }),
    route('callback', '/callback'),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { billing: billingMessages },
})
