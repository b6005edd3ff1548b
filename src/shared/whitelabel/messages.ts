/** The reseller console's refusals (codes `whitelabel.*`). */
export const whitelabelMessages = {
  customer_elsewhere: 'This e-mail belongs to an account that is not one of your customers.',
} as const
