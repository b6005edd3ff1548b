import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'
import { notBuiltPagesOf } from '../../routing/not-built'

export const adminClient = defineClientFeature({
  id: 'admin',
  pages: {
    ...notBuiltPagesOf('admin', [
      'admin.dashboard',
      'admin.users',
      'admin.userCreate',
      'admin.userEdit',
      'admin.usersHistory',
      'admin.plans',
      'admin.planCreate',
      'admin.planEdit',
      'admin.plansHistory',
      'admin.searchers',
      'admin.creditUsage',
      'admin.loginActivity',
      'admin.monthlyCreditUsage',
      'admin.reportSubscriptions',
      'admin.reportReferrals',
    ]),
    'admin.mail': lazyPage(() => import('./mail-outbox-page')),
  },
})
