import { adminUsersMessages } from '../admin-users/messages'
import { adminPlanMessages } from '../admin-plans/messages'
import { defineFeature, route, routeGroup } from '../feature-descriptor'

/** The platform's administration: users, plans, content and the mail outbox (the insight pages are admin-insight's). */
export const adminFeature = defineFeature({
  id: 'admin',
  routes: [
    ...routeGroup('admin', [
      route('admin', '/admin', { redirect: '/admin/dashboard' }),
      route('admin.plans', '/admin/plans'),
      route('admin.planCreate', '/admin/plans/create'),
      route('admin.planEdit', '/admin/plans/:id/edit'),
      route('admin.plansHistory', '/admin/plans/history'),
      route('admin.audit', '/admin/audit'),
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
  messages: { admin_users: adminUsersMessages, admin: adminPlanMessages },
})
