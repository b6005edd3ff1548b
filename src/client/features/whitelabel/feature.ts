import { withAllStrings } from '../../i18n'
import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'

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
    // Public and signed out (the auth layout loads only the core strings): the page waits for the whole catalogue.
    'whitelabel.salesPage': lazyPage(() => withAllStrings(import('./packages/sales-page'))),
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
    // Payment provider and Stripe's return, upgrade, custom links and resources, training content
    'whitelabel.upgrade': lazyPage(() => import('./upgrade/upgrade-page')),
    'whitelabel.stripe': lazyPage(() => import('./billing/billing-page')),
    'whitelabel.stripeCallback': lazyPage(() => import('./billing/stripe-callback-page')),
    'whitelabel.customLinks': lazyPage(() => import('./links/custom-links-page')),
    'whitelabel.resources': lazyPage(() => import('./links/resources-page')),
    'whitelabel.training': lazyPage(() => import('./training/training-page')),
    'whitelabel.trainingCourse': lazyPage(() => import('./training/course-page')),
    'whitelabel.trainingPageCreate': lazyPage(() => import('./training/course-page-form')),
    'whitelabel.trainingPageEdit': lazyPage(() => import('./training/course-page-form')),
  },
  // A: the reseller's custom script, isolated, on its customers' pages
  mounted: [lazyWithReload(() => import('./brand/tenant-script-frame'))],
})
