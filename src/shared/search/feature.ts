import { defineFeature, route, routeGroup } from '../feature-descriptor'
import { locationMessages } from './messages'

/** A search: the new-search form, its locations, and a search run into a new or an existing list. */
export const searchFeature = defineFeature({
  id: 'search',
  routes: [
    ...routeGroup('leads', [
      route('leadSearch', '/lead-search', { redirect: '/lead-search/new-search' }),
      route('leadSearch.newSearch', '/lead-search/new-search', { shortcut: 'g n' }),
      route('leadSearch.list.newSearch', '/lead-search/saved-lists/:typeId/new-search'),
    ]),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { locations: locationMessages },
})
