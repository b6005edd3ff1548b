import { defineFeature, route, routeGroup } from '../feature-descriptor'
import { insightMessages } from './messages'

/** The admin console's insight: the dashboard, searchers, user analytics and reports (module admin). */
export const adminInsightFeature = defineFeature({
  id: 'admin-insight',
  routes: [
    ...routeGroup('admin', [
      route('admin.dashboard', '/admin/dashboard', { shortcut: 'g d' }),
      route('admin.searchers', '/admin/searchers'),
      route('admin.userAnalytics', '/admin/user-analytics', { redirect: '/admin/user-analytics/credit-usage' }),
      route('admin.creditUsage', '/admin/user-analytics/credit-usage'),
      route('admin.loginActivity', '/admin/user-analytics/login-activity'),
      route('admin.monthlyCreditUsage', '/admin/user-analytics/monthly-credit-usage'),
      route('admin.reports', '/admin/reports', { redirect: '/admin/reports/subscriptions' }),
      route('admin.reportSubscriptions', '/admin/reports/subscriptions'),
      route('admin.reportReferrals', '/admin/reports/user-referrals'),
    ]),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { insight: insightMessages },
})
