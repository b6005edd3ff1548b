import { adminUsersMessages } from '../admin-users/messages'
import { defineFeature, route, routeGroup } from '../feature-descriptor'

/** The platform's administration: users, plans, analytics, reports, content and the mail outbox (mostly not built yet). */
export const adminFeature = defineFeature({
  id: 'admin',
  routes: [
    ...routeGroup('admin', [
      route('admin', '/admin', { redirect: '/admin/dashboard' }),
      route('admin.dashboard', '/admin/dashboard', { shortcut: 'g d' }),
      route('admin.plans', '/admin/plans'),
      route('admin.planCreate', '/admin/plans/create'),
      route('admin.planEdit', '/admin/plans/:id/edit'),
      route('admin.plansHistory', '/admin/plans/history'),
      route('admin.searchers', '/admin/searchers'),
      route('admin.userAnalytics', '/admin/user-analytics', { redirect: '/admin/user-analytics/credit-usage' }),
      route('admin.creditUsage', '/admin/user-analytics/credit-usage'),
      route('admin.loginActivity', '/admin/user-analytics/login-activity'),
      route('admin.monthlyCreditUsage', '/admin/user-analytics/monthly-credit-usage'),
      route('admin.aiAssistantHistory', '/admin/ai-assistant/history'),
      route('admin.reports', '/admin/reports', { redirect: '/admin/reports/subscriptions' }),
      route('admin.reportSubscriptions', '/admin/reports/subscriptions'),
      route('admin.reportReferrals', '/admin/reports/user-referrals'),
      route('admin.training', '/admin/training-content'),
      route('admin.trainingHistory', '/admin/training-content/history'),
      route('admin.trainingCourse', '/admin/training-content/:id'),
      route('admin.trainingPageCreate', '/admin/training-content/:id/create'),
      route('admin.trainingPageEdit', '/admin/training-content/:id/:pageId/edit'),
      route('admin.topics', '/admin/topics'),
      route('admin.topicCreate', '/admin/topics/create'),
      route('admin.topicEdit', '/admin/topics/:id/edit'),
      route('admin.partners', '/admin/partners'),
      route('admin.partnerCreate', '/admin/partners/create'),
      route('admin.partnerEdit', '/admin/partners/:id/edit'),
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
  messages: { admin_users: adminUsersMessages },
})
