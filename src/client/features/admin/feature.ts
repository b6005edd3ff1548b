import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'
import { notBuiltPagesOf } from '../../routing/not-built'

export const adminClient = defineClientFeature({
  id: 'admin',
  pages: {
    ...notBuiltPagesOf('admin', [
      'admin.dashboard',
      'admin.plans',
      'admin.planCreate',
      'admin.planEdit',
      'admin.plansHistory',
      'admin.searchers',
      'admin.creditUsage',
      'admin.loginActivity',
      'admin.monthlyCreditUsage',
      'admin.aiAssistantHistory',
      'admin.reportSubscriptions',
      'admin.reportReferrals',
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
