import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const searchClient = defineClientFeature({
  id: 'search',
  pages: {
    'leadSearch.newSearch': lazyPage(() => import('./new-search-page')),
    'leadSearch.list.newSearch': lazyPage(() => import('./list-new-search-page')),
  },
})
