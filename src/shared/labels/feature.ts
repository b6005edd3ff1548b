import { defineFeature, route } from '../feature-descriptor'
import { labelMessages } from './messages'

/** Custom labels on results. */
export const labelsFeature = defineFeature({
  id: 'labels',
  routes: [
    route('leadSearch.customLabels', '/lead-search/custom-labels', { module: 'leads' }),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { labels: labelMessages },
})
