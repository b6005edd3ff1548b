import { defineFeature, route } from '../feature-descriptor'

/** The billing portal and the return page of external flows (not built yet). */
export const billingFeature = defineFeature({
  id: 'billing',
  routes: [
    route('billingPortal', '/billing-portal'),
    route('callback', '/callback'),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
})
