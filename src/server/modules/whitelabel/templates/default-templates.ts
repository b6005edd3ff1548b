import type { EmailTemplateName } from '../../../../shared/whitelabel/services'

/**
 * The wording of each e-mail until the reseller writes its own. English: the reseller writes its customers' language
 * in its own wording (one per template), the defaults are where it starts from.
 */
export const defaultTemplates: Record<EmailTemplateName, { subject: string; body: string }> = {
  welcome: {
    subject: 'Welcome to {{business_name}}',
    body: 'Hi {{customer_name}},\n\nYour {{package_name}} account is ready. Sign in at {{login_url}} with {{customer_email}}.\n\nQuestions? Write to {{support_email}}.\n\n{{business_name}}',
  },
  password_reset: {
    subject: 'Reset your {{business_name}} password',
    body: 'Hi {{customer_name}},\n\nYour code is {{code}}. Or open {{reset_url}} to choose a new password.\n\nIf you did not ask for this, ignore this e-mail.\n\n{{business_name}}',
  },
  trial_ending: {
    subject: 'Your {{package_name}} trial ends on {{trial_ends_at}}',
    body: 'Hi {{customer_name}},\n\nYour trial of {{package_name}} ends on {{trial_ends_at}}. Your subscription starts then unless you cancel.\n\n{{business_name}}',
  },
  payment_failed: {
    subject: 'Your {{package_name}} payment failed',
    body: 'Hi {{customer_name}},\n\nWe could not take your payment of {{amount}} for {{package_name}}. Update your card at {{billing_url}} to keep your access.\n\n{{business_name}}',
  },
  subscription_cancelled: {
    subject: 'Your {{package_name}} subscription is cancelled',
    body: 'Hi {{customer_name}},\n\nYour {{package_name}} subscription is cancelled; your access ends on {{ends_at}}.\n\nQuestions? Write to {{support_email}}.\n\n{{business_name}}',
  },
  subscription_paused: {
    subject: 'Your {{package_name}} subscription is paused',
    body: 'Hi {{customer_name}},\n\nYour {{package_name}} subscription is paused, and your users cannot sign in until it resumes.\n\nQuestions? Write to {{support_email}}.\n\n{{business_name}}',
  },
  subscription_expired: {
    subject: 'Your {{package_name}} subscription has ended',
    body: 'Hi {{customer_name}},\n\nYour {{package_name}} subscription ended on {{ends_at}}.\n\n{{business_name}}',
  },
}
