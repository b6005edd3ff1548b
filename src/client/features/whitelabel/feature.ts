import { defineClientFeature } from '../../routing/client-feature'
import { notBuiltPagesOf } from '../../routing/not-built'
import { lazyPage, lazyWithReload } from '../../routing/lazy-page'

export const whitelabelClient = defineClientFeature({
  id: 'whitelabel',
  pages: {
    // A: brand and domains
    'whitelabel.businessAccount': lazyPage(() => import('./brand/business-account-page')),
    ...notBuiltPagesOf('whitelabel', [
      'whitelabel.upgrade',
      'whitelabel.packages',
      'whitelabel.packageCreate',
      'whitelabel.packageEdit',
      'whitelabel.packageSalesSettings',
      'whitelabel.subscriptions',
      'whitelabel.subscriptionCreate',
      'whitelabel.subscriptionEdit',
      'whitelabel.usageHistory',
      'whitelabel.stripe',
      'whitelabel.stripeCallback',
      'whitelabel.customLinks',
      'whitelabel.smtp',
      'whitelabel.webhook',
      'whitelabel.emailTemplates',
      'whitelabel.training',
      'whitelabel.trainingCourse',
      'whitelabel.trainingPageCreate',
      'whitelabel.trainingPageEdit',
      'whitelabel.partners',
      'whitelabel.partnerCreate',
      'whitelabel.partnerEdit',
      'whitelabel.resources',
    ]),
  },
  // A: the reseller's custom script, isolated, on its customers' pages
  mounted: [lazyWithReload(() => import('./brand/tenant-script-frame'))],
})
