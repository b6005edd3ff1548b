import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'

export const listsClient = defineClientFeature({
  id: 'lists',
  pages: {
    'leadSearch.savedLists': lazyPage(() => import('./saved-lists-page')),
    'leadSearch.list': lazyPage(() => import('./list-page')),
    'leadSearch.list.tagsAndSource': lazyPage(() => import('./tags-and-source-page')),
    'leadSearch.list.webhook': lazyPage(() => import('./webhook-page')),
    'leadSearch.list.result': lazyPage(() => import('./result-page')),
  },
  mounted: [lazyWithReload(() => import('./list-palette-source')), lazyWithReload(() => import('./pending-delete-slot'))],
})
