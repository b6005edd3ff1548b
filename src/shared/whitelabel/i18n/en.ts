/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  whitelabel_upgrade: 'Upgrade to white-label',
  whitelabel: 'White-label',
  whitelabel_businessAccount: 'Business account',
  whitelabel_packages: 'Packages',
  whitelabel_packageCreate: 'New package',
  whitelabel_packageEdit: 'Edit package',
  whitelabel_packageSalesSettings: 'Package sales settings',
  whitelabel_subscriptions: 'Subscriptions',
  whitelabel_subscriptionCreate: 'Add an account',
  whitelabel_subscriptionEdit: 'Edit subscription',
  whitelabel_usageHistory: 'Usage history',
  whitelabel_stripe: 'Payment provider',
  whitelabel_stripeCallback: 'Payment provider connection',
  whitelabel_customLinks: 'Custom links',
  whitelabel_smtp: 'SMTP',
  whitelabel_webhook: 'Subscription webhooks',
  whitelabel_emailTemplates: 'E-mail templates',
  whitelabel_training: 'Client training content',
  whitelabel_trainingCourse: 'Client course',
  whitelabel_trainingPageCreate: 'New course page',
  whitelabel_trainingPageEdit: 'Edit course page',
  whitelabel_partners: 'Reseller partners',
  whitelabel_partnerCreate: 'New reseller partner',
  whitelabel_partnerEdit: 'Edit reseller partner',
  whitelabel_resources: 'Resources',
}

// A: brand and domains
const wlBrand = {
  frame: { title: 'Support' },
}

export const strings = { routes, wlBrand }
