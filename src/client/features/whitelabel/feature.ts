import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'
import { notBuiltPagesOf } from '../../routing/not-built'

export const whitelabelClient = defineClientFeature({
  id: 'whitelabel',
  pages: {
    // A: brand and domains
    'whitelabel.businessAccount': lazyPage(() => import('./brand/business-account-page')),
    // B: packages and sales pages
    'whitelabel.packages': lazyPage(() => import('./packages/packages-page')),
    'whitelabel.packageCreate': lazyPage(() => import('./packages/package-create-page')),
    'whitelabel.packageEdit': lazyPage(() => import('./packages/package-edit-page')),
    'whitelabel.packageSalesSettings': lazyPage(() => import('./packages/sales-settings-page')),
    'whitelabel.salesPage': lazyPage(() => import('./packages/sales-page')),
    // S: subscriptions
    'whitelabel.subscriptions': lazyPage(() => import('./subscriptions/subscriptions-page')),
    'whitelabel.subscriptionCreate': lazyPage(() => import('./subscriptions/subscription-create-page')),
    'whitelabel.subscriptionEdit': lazyPage(() => import('./subscriptions/subscription-edit-page')),
    'whitelabel.usageHistory': lazyPage(() => import('./subscriptions/usage-history-page')),
    // E: SMTP, webhook, e-mail templates, partners.
    'whitelabel.smtp': lazyPage(() => import('./smtp/smtp-page')),
    'whitelabel.webhook': lazyPage(() => import('./webhook/webhook-page')),
    'whitelabel.emailTemplates': lazyPage(() => import('./templates/email-templates-page')),
    'whitelabel.partners': lazyPage(() => import('./partners/partners-page')),
    'whitelabel.partnerCreate': lazyPage(() => import('./partners/partner-form-page')),
    'whitelabel.partnerEdit': lazyPage(() => import('./partners/partner-form-page')),
    ...notBuiltPagesOf('whitelabel', [
      'whitelabel.upgrade',
      'whitelabel.stripe',
      'whitelabel.stripeCallback',
      'whitelabel.customLinks',
      'whitelabel.training',
      'whitelabel.trainingCourse',
      'whitelabel.trainingPageCreate',
      'whitelabel.trainingPageEdit',
      'whitelabel.resources',
    ]),
  },
  // A: the reseller's custom script, isolated, on its customers' pages
  mounted: [lazyWithReload(() => import('./brand/tenant-script-frame'))],
})
