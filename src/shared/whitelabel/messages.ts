/** The reseller console's refusals (codes `whitelabel.*`). */
export const whitelabelMessages = {
  customer_elsewhere: 'This e-mail belongs to an account that is not one of your customers.',
  // B: packages and sales pages
  price_per_credit: 'The sale price per credit must be above {{cents}} cents.',
  plan_unavailable: 'This plan is not available for resellers.',
  business_incomplete: 'Sales settings page cannot be created before the business account form is complete.',
  sales_closed: 'This sales page is not taking orders.',
  price_unavailable: 'This price is not offered for this package.',
  option_unknown: 'Choose one of the options offered.',
  // D: subscriptions
  subscription_paused: "This account's subscription is paused or has ended. Contact your provider to restore access.",
  subscription_not_allowed: 'This subscription cannot be changed that way while it is {{status}}.',
  subscription_changed: 'This subscription was changed meanwhile. Reload it and try again.',
  provider_refused: 'The payment provider of this subscription could not make the change.',
  package_unknown: 'Choose one of your packages.',
  expiry_past: 'The expiry must be in the future.',
  inbound_secret: 'The inbound secret is missing or wrong.',
  customer_unknown: 'None of your subscriptions belongs to this e-mail.',
} as const
