import type { ComponentType } from 'react'
import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

const page = (pick: (module: typeof import('./insight-pages')) => ComponentType) => lazyPage(() => import('./insight-pages').then((m) => ({ default: pick(m) })))

export const adminInsightClient = defineClientFeature({
  id: 'admin-insight',
  pages: {
    'admin.dashboard': page((m) => m.DashboardPage),
    'admin.searchers': page((m) => m.SearchersPage),
    'admin.creditUsage': page((m) => m.CreditUsagePage),
    'admin.loginActivity': page((m) => m.LoginActivityPage),
    'admin.monthlyCreditUsage': page((m) => m.MonthlyCreditUsagePage),
    'admin.reportSubscriptions': page((m) => m.SubscriptionsPage),
    'admin.reportReferrals': page((m) => m.ReferralsPage),
  },
})
