import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const aiTrainingClient = defineClientFeature({
  id: 'ai-training',
  pages: {
    'settings.businessProfile': lazyPage(() => import('./business-profile-page')),
    'ai.training': lazyPage(() => import('./training-page')),
  },
  lab: () => import('../../../../machines/crawl.lab').then((m) => [m.crawlLab]),
})
