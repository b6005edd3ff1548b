import { defineFeature, route } from '../feature-descriptor'
import { integrationMessages } from './messages'

/** CRM connections, CRM fields, webhooks and the GPT key. */
export const integrationsFeature = defineFeature({
  id: 'integrations',
  routes: [
    route('crmCallback', '/crm/callback'),
    route('settings.integration', '/settings/integration', { redirect: '/settings/integration/crm' }),
    route('settings.integration.crm', '/settings/integration/crm', { shortcut: 'g i' }),
    route('settings.integration.crmFields', '/settings/integration/crm-fields'),
    route('settings.integration.webhook', '/settings/integration/webhook'),
    route('settings.integration.webhookList', '/settings/integration/webhook/list'),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { integrations: integrationMessages },
})
