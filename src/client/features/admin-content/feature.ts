import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

/** The back office's content screens: topics, courses and their pages, partners, and the content's history. */
export const adminContentClient = defineClientFeature({
  id: 'admin-content',
  pages: {
    'admin.training': lazyPage(() => import('./training-page')),
    'admin.trainingHistory': lazyPage(() => import('./training-history-page')),
    'admin.trainingCourse': lazyPage(() => import('./course-page')),
    'admin.trainingPageCreate': lazyPage(() => import('./page-editor-page')),
    'admin.trainingPageEdit': lazyPage(() => import('./page-editor-page')),
    'admin.topics': lazyPage(() => import('./topics-page')),
    'admin.topicCreate': lazyPage(() => import('./topic-form-page')),
    'admin.topicEdit': lazyPage(() => import('./topic-form-page')),
    'admin.partners': lazyPage(() => import('./partners-page')),
    'admin.partnerCreate': lazyPage(() => import('./partner-form-page')),
    'admin.partnerEdit': lazyPage(() => import('./partner-form-page')),
    'admin.aiAssistantHistory': lazyPage(() => import('./prompt-history-page')),
  },
})
