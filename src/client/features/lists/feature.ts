import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'

/** The id in a list's route param `typeId` ('people-42'). */
const listIdOf = (typeId: string | undefined) => Number(typeId?.split('-').pop())

export const listsClient = defineClientFeature({
  id: 'lists',
  pages: {
    'leadSearch.savedLists': lazyPage(() => import('./saved-lists-page')),
    'leadSearch.list': lazyPage(() => import('./list-page')),
    'leadSearch.list.tagsAndSource': lazyPage(() => import('./tags-and-source-page')),
    'leadSearch.list.webhook': lazyPage(() => import('./webhook-page')),
    'leadSearch.list.result': lazyPage(() => import('./result-page')),
  },
  // The API module loads with the call, so the manifest adds nothing to the first chunk.
  prefetch: {
    'leadSearch.savedLists': (client) => void import('../../../api/lists').then((api) => client.prefetchQuery(api.listsQuery({ state: 'Active', limit: 100 }))),
    'leadSearch.list': (client, { typeId }) => {
      const id = listIdOf(typeId)
      if (Number.isInteger(id)) void import('../../../api/lists').then((api) => client.prefetchQuery(api.listQuery(id)))
    },
  },
  mounted: [
    lazyWithReload(() => import('./list-palette-source')),
    lazyWithReload(() => import('./find-palette-source')),
    lazyWithReload(() => import('./pending-delete-slot')),
  ],
})
