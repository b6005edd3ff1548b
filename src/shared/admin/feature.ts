import { defineFeature, route, routeGroup } from '../feature-descriptor'

/** The platform's administration: users, plans, analytics, reports, content and the mail outbox (mostly not built yet). */
export const adminFeature = defineFeature({
  id: 'admin',
  routes: [
    ...routeGroup('admin', [
      route('admin', '/admin', { redirect: '/admin/dashboard' }),
      route('admin.dashboard', '/admin/dashboard', { shortcut: 'g d' }),
      route('admin.users', '/admin/users', { shortcut: 'g u' }),
      route('admin.userCreate', '/admin/users/create'),
      route('admin.userEdit', '/admin/users/:id/edit'),
      route('admin.usersHistory', '/admin/users/history'),
      route('admin.plans', '/admin/plans'),
      route('admin.planCreate', '/admin/plans/create'),
      route('admin.planEdit', '/admin/plans/:id/edit'),
      route('admin.plansHistory', '/admin/plans/history'),
      route('admin.searchers', '/admin/searchers'),
      route('admin.userAnalytics', '/admin/user-analytics', { redirect: '/admin/user-analytics/credit-usage' }),
      route('admin.creditUsage', '/admin/user-analytics/credit-usage'),
      route('admin.loginActivity', '/admin/user-analytics/login-activity'),
      route('admin.monthlyCreditUsage', '/admin/user-analytics/monthly-credit-usage'),
      route('admin.reports', '/admin/reports', { redirect: '/admin/reports/subscriptions' }),
      route('admin.reportSubscriptions', '/admin/reports/subscriptions'),
      route('admin.reportReferrals', '/admin/reports/user-referrals'),
      route('admin.mail', '/admin/mail'),
    ]),
  ],
  sidebar: { key: 'admin', module: 'admin', path: '/admin/dashboard', section: '/admin', order: 40 },
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
})
