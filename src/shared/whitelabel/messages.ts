/** The reseller console's refusals (codes `whitelabel.*`). */
export const whitelabelMessages = {
  customer_elsewhere: 'This e-mail belongs to an account that is not one of your customers.',
  // A: brand and domains
  business_account_saved: 'Business account saved.',
  image_uploaded: 'Image uploaded.',
  image_removed: 'Image removed.',
  domain_added: 'Domain added. Add the DNS record shown, then verify the domain.',
  domain_verified: 'Domain verified.',
  domain_not_verified: 'The DNS record was not found yet. DNS changes can take a while to spread: try again later.',
  domain_removed: 'Domain removed.',
} as const
