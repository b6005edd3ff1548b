import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const labClient = defineClientFeature({
  id: 'lab',
  pages: { 'admin.machineLab': lazyPage(() => import('./machine-lab-page')) },
})
