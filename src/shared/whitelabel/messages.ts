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
} as const
