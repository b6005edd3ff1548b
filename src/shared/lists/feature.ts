import { defineFeature, route, routeGroup } from '../feature-descriptor'
import { leadTypeNames, listMessages, resultMessages } from './messages'

/** Saved lists and their results: the saved-lists page, a list's table, a result, tags, source and webhook. */
export const listsFeature = defineFeature({
  id: 'lists',
  routes: [
    ...routeGroup('leads', [
      route('leadSearch.savedLists', '/lead-search/saved-lists', { shortcut: 'g l' }),
      route('leadSearch.list', '/lead-search/saved-lists/:typeId'),
      route('leadSearch.list.tagsAndSource', '/lead-search/saved-lists/:typeId/tags-and-source'),
      route('leadSearch.list.webhook', '/lead-search/saved-lists/:typeId/webhook'),
      route('leadSearch.list.result', '/lead-search/saved-lists/:typeId/:resultId'),
    ]),
  ],
  sidebar: { key: 'leads', module: 'leads', path: '/lead-search/new-search', section: '/lead-search', order: 10 },
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { lists: listMessages, results: resultMessages },
  messageNames: { list_types: leadTypeNames },
})
