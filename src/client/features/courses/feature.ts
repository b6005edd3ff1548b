import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'

export const coursesClient = defineClientFeature({
  id: 'courses',
  pages: {
    'settings.courses': lazyPage(() => import('./courses-page')),
    'settings.course': lazyPage(() => import('./course-page')),
  },
  mounted: [lazyWithReload(() => import('./courses-prefetch'))],
})
