import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'
import { notBuiltPagesOf } from '../../routing/not-built'

export const adminClient = defineClientFeature({
  id: 'admin',
  pages: {
    ...notBuiltPagesOf('admin', [
      'admin.users',
      'admin.userCreate',
      'admin.userEdit',
      'admin.usersHistory',
      'admin.plans',
      'admin.planCreate',
      'admin.planEdit',
      'admin.plansHistory',
      'admin.aiAssistantHistory',
      'admin.training',
      'admin.trainingHistory',
      'admin.trainingCourse',
      'admin.trainingPageCreate',
      'admin.trainingPageEdit',
      'admin.topics',
      'admin.topicCreate',
      'admin.topicEdit',
      'admin.partners',
      'admin.partnerCreate',
      'admin.partnerEdit',
    ]),
    'admin.mail': lazyPage(() => import('./mail-outbox-page')),
  },
})
