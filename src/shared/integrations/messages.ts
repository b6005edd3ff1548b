/** Messages of the integrations area the server answers (SPEC.md section 8 where it has one). */
export const integrationMessages = {
  noListWebhook: "Selected list doesn't have webhook, please setup before continue.",
  invalidState: 'This connection request is invalid or has expired. Please connect again.',
  notConfigured: 'This CRM is not configured on this server.',
  notConnected: 'Connect this CRM first.',
  needsReconnect: 'The CRM refused our access. Please connect it again.',
  webhookDisabled: 'This webhook is disabled. Enable it before sending.',
  webhookGone: 'The endpoint answered 410 Gone: the webhook was disabled.',
  noEmail: 'The lead has no e-mail address to match a contact by.',
  noEmailOrPhone: 'The lead has no e-mail address or phone to match a contact by.',
  zapierNoSubscriptions: 'No Zap is subscribed yet. Turn on a Zap that uses this app first.',
  apiKeyRejected: 'The CRM refused this API key.',
} as const
