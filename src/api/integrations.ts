import { queryOptions } from '@tanstack/react-query'
import type { CrmConnection, CrmFieldOption, CrmProvider, FieldMapping, GptSettings, WebhookConnection, WebhookEvent, WebhookSecrets } from '../shared/integrations/types'
import { http } from './http'

export type CrmFieldOptions = {
  provider: CrmProvider
  lead_fields: string[]
  crm_fields: CrmFieldOption[]
  custom_fields_error: string | null
  mapping: FieldMapping
  saved: boolean
}
export type WebhookTestAnswer = { message: string; ok: boolean; status: number | null; reason?: string }

export const listCrmConnections = () => http<{ data: CrmConnection[] }>('/api/integrations/crm').then((r) => r.data)
/** OAuth CRMs answer where to send the user; Groove takes the API key and answers the connection. */
export const connectCrm = (provider: CrmProvider, body?: { api_key: string }) =>
  http<{ url?: string; connection?: CrmConnection }>(`/api/integrations/crm/${provider}/connect`, { method: 'POST', body: body ?? {} })
export const completeCrmCallback = (body: { code: string; state: string }) => http<{ connection: CrmConnection }>('/api/integrations/crm/callback', { method: 'POST', body })
export const disconnectCrm = (provider: CrmProvider) => http<unknown>(`/api/integrations/crm/${provider}`, { method: 'DELETE' })
export const crmFieldOptions = (provider: CrmProvider) => http<CrmFieldOptions>(`/api/integrations/crm/${provider}/fields`)
export const saveCrmFieldMapping = (provider: CrmProvider, mapping: FieldMapping) =>
  http<{ mapping: FieldMapping }>(`/api/integrations/crm/${provider}/fields`, { method: 'PUT', body: { mapping } })
export const resetCrmFieldMapping = (provider: CrmProvider) => http<unknown>(`/api/integrations/crm/${provider}/fields`, { method: 'DELETE' })

export const listWebhooks = () => http<{ data: WebhookConnection[] }>('/api/integrations/webhooks').then((r) => r.data)
export const createWebhook = (body: { name: string; url: string; secret?: string; events: WebhookEvent[] }) =>
  http<{ webhook: WebhookConnection; secrets: WebhookSecrets }>('/api/integrations/webhooks', { method: 'POST', body })
export const updateWebhook = (id: number, body: Partial<{ name: string; url: string; secret: string; events: WebhookEvent[]; status: 'active' | 'disabled' }>) =>
  http<{ webhook: WebhookConnection }>(`/api/integrations/webhooks/${id}`, { method: 'PUT', body })
export const deleteWebhook = (id: number) => http<unknown>(`/api/integrations/webhooks/${id}`, { method: 'DELETE' })
export const revealWebhookSecrets = (id: number) => http<WebhookSecrets>(`/api/integrations/webhooks/${id}/reveal`, { method: 'POST' })
export const testWebhook = (id: number) => http<WebhookTestAnswer>(`/api/integrations/webhooks/${id}/test`, { method: 'POST' })

export const gptSettings = () => http<{ settings: GptSettings }>('/api/integrations/gpt').then((r) => r.settings)
export const saveGptSettings = (body: { base_url?: string; model: string; api_key?: string }) =>
  http<{ settings: GptSettings }>('/api/integrations/gpt', { method: 'PUT', body })
export const deleteGptSettings = () => http<unknown>('/api/integrations/gpt', { method: 'DELETE' })

export const integrationKeys = {
  all: ['integrations'] as const,
  crms: ['integrations', 'crms'] as const,
  fields: (provider: CrmProvider) => ['integrations', 'fields', provider] as const,
  webhooks: ['integrations', 'webhooks'] as const,
  gpt: ['integrations', 'gpt'] as const,
}

export const crmConnectionsQuery = () => queryOptions({ queryKey: integrationKeys.crms, queryFn: listCrmConnections })
export const crmFieldOptionsQuery = (provider: CrmProvider) => queryOptions({ queryKey: integrationKeys.fields(provider), queryFn: () => crmFieldOptions(provider) })
export const webhooksQuery = () => queryOptions({ queryKey: integrationKeys.webhooks, queryFn: listWebhooks })
export const gptSettingsQuery = () => queryOptions({ queryKey: integrationKeys.gpt, queryFn: gptSettings })
