import { defineFeature, route, routeGroup } from '../feature-descriptor'
import { whitelabelMessages } from './messages'

/** The white-label (reseller) layer; the upgrade page is where users without the module are sent. */
export const whitelabelFeature = defineFeature({
  id: 'whitelabel',
  routes: [
    route('whitelabel.upgrade', '/whitelabel/upgrade'),
    // B: a package's public sales page, shown signed in or not.
    route('whitelabel.salesPage', '/sales/:slug', { layout: 'auth', open: true }),
    ...routeGroup('whitelabel', [
      route('whitelabel', '/whitelabel', { redirect: '/whitelabel/business-account' }),
      route('whitelabel.businessAccount', '/whitelabel/business-account', { shortcut: 'g b' }),
      route('whitelabel.packages', '/whitelabel/packages'),
      route('whitelabel.packageCreate', '/whitelabel/packages/create'),
      route('whitelabel.packageEdit', '/whitelabel/packages/:id/edit'),
      route('whitelabel.packageSalesSettings', '/whitelabel/packages/:id/sales-settings'),
      route('whitelabel.subscriptions', '/whitelabel/subscriptions'),
      route('whitelabel.subscriptionCreate', '/whitelabel/subscriptions/create'),
      route('whitelabel.subscriptionEdit', '/whitelabel/subscriptions/:id/edit'),
      route('whitelabel.usageHistory', '/whitelabel/subscriptions/usage-history'),
      route('whitelabel.stripe', '/whitelabel/stripe'),
      route('whitelabel.stripeCallback', '/whitelabel/stripe/callback'),
      route('whitelabel.customLinks', '/whitelabel/custom-links'),
      route('whitelabel.smtp', '/whitelabel/smtp'),
      route('whitelabel.webhook', '/whitelabel/webhook'),
      route('whitelabel.emailTemplates', '/whitelabel/email-templates'),
      route('whitelabel.training', '/whitelabel/training-content'),
      route('whitelabel.trainingCourse', '/whitelabel/training-content/:id'),
      route('whitelabel.trainingPageCreate', '/whitelabel/training-content/:id/create'),
      route('whitelabel.trainingPageEdit', '/whitelabel/training-content/:id/:pageId/edit'),
      route('whitelabel.partners', '/whitelabel/partners'),
      route('whitelabel.partnerCreate', '/whitelabel/partners/create'),
      route('whitelabel.partnerEdit', '/whitelabel/partners/:id/edit'),
      route('whitelabel.resources', '/whitelabel/resources'),
    ]),
  ],
  sidebar: { key: 'whitelabel', module: 'whitelabel', path: '/whitelabel/business-account', section: '/whitelabel', order: 30 },
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { whitelabel: whitelabelMessages },
})
