import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const labelsClient = defineClientFeature({
  id: 'labels',
  pages: { 'leadSearch.customLabels': lazyPage(() => import('./custom-labels-page')) },
})
