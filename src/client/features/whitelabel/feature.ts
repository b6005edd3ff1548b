import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'
import { notBuiltPagesOf } from '../../routing/not-built'

export const whitelabelClient = defineClientFeature({
  id: 'whitelabel',
  pages: {
    // B: packages and sales pages
    'whitelabel.packages': lazyPage(() => import('./packages/packages-page')),
    'whitelabel.packageCreate': lazyPage(() => import('./packages/package-create-page')),
    'whitelabel.packageEdit': lazyPage(() => import('./packages/package-edit-page')),
    'whitelabel.packageSalesSettings': lazyPage(() => import('./packages/sales-settings-page')),
    'whitelabel.salesPage': lazyPage(() => import('./packages/sales-page')),
    ...notBuiltPagesOf('whitelabel', [
      'whitelabel.upgrade',
      'whitelabel.businessAccount',
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
})
