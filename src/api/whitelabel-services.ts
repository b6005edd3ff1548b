import { queryOptions } from '@tanstack/react-query'
import type {
  EmailTemplate,
  EmailTemplateBody,
  EmailTemplateName,
  SmtpBody,
  SmtpSettings,
  WebhookBody,
  WebhookDelivery,
  WebhookSettings,
  WlPartner,
  WlPartnerBody,
} from '../shared/whitelabel/services'
import { http } from './http'

type Answer<T> = { message: string; data: T }

export const getSmtp = () => http<{ data: SmtpSettings }>('/api/wl/smtp')
export const saveSmtp = (body: SmtpBody) => http<Answer<SmtpSettings>>('/api/wl/smtp', { method: 'PUT', body })
export const testSmtp = (to?: string) => http<{ message: string; to: string }>('/api/wl/smtp/test', { method: 'POST', body: to ? { to } : {} })

export const getWebhook = () => http<{ data: WebhookSettings }>('/api/wl/webhook')
export const saveWebhook = (body: WebhookBody) => http<Answer<WebhookSettings> & { signing_secret?: string }>('/api/wl/webhook', { method: 'PUT', body })
export const listDeliveries = () => http<{ data: WebhookDelivery[]; next_before: number | null }>('/api/wl/webhook/deliveries')
export const redeliver = (id: number) => http<Answer<WebhookDelivery>>(`/api/wl/webhook/deliveries/${id}/redeliver`, { method: 'POST' })

export const listTemplates = () => http<{ data: EmailTemplate[] }>('/api/wl/email-templates')
export const saveTemplate = (name: EmailTemplateName, body: EmailTemplateBody) => http<Answer<EmailTemplate>>(`/api/wl/email-templates/${name}`, { method: 'PUT', body })
export const resetTemplate = (name: EmailTemplateName) => http<Answer<EmailTemplate>>(`/api/wl/email-templates/${name}`, { method: 'DELETE' })
export const previewTemplate = (name: EmailTemplateName, body: { subject: string; body: string }) =>
  http<{ data: { subject: string; text: string; html: string } }>(`/api/wl/email-templates/${name}/preview`, { method: 'POST', body })

export const listWlPartners = () => http<{ data: WlPartner[] }>('/api/wl/partners')
export const getWlPartner = (id: number) => http<{ data: WlPartner }>(`/api/wl/partners/${id}`)
export const createWlPartner = (body: WlPartnerBody) => http<Answer<WlPartner>>('/api/wl/partners', { method: 'POST', body })
export const updateWlPartner = (id: number, body: WlPartnerBody) => http<Answer<WlPartner>>(`/api/wl/partners/${id}`, { method: 'PUT', body })
export const deleteWlPartner = (id: number) => http<{ message: string; id: number }>(`/api/wl/partners/${id}`, { method: 'DELETE' })

export const wlServiceKeys = {
  all: ['wl-services'] as const,
  smtp: ['wl-services', 'smtp'] as const,
  webhook: ['wl-services', 'webhook'] as const,
  deliveries: ['wl-services', 'deliveries'] as const,
  templates: ['wl-services', 'templates'] as const,
  partners: ['wl-services', 'partners'] as const,
  partner: (id: number) => ['wl-services', 'partner', id] as const,
}

export const smtpQuery = () => queryOptions({ queryKey: wlServiceKeys.smtp, queryFn: getSmtp, select: (r) => r.data })
export const webhookQuery = () => queryOptions({ queryKey: wlServiceKeys.webhook, queryFn: getWebhook, select: (r) => r.data })
export const deliveriesQuery = () => queryOptions({ queryKey: wlServiceKeys.deliveries, queryFn: listDeliveries, select: (r) => r.data })
export const templatesQuery = () => queryOptions({ queryKey: wlServiceKeys.templates, queryFn: listTemplates, select: (r) => r.data })
export const wlPartnersQuery = () => queryOptions({ queryKey: wlServiceKeys.partners, queryFn: listWlPartners, select: (r) => r.data })
export const wlPartnerQuery = (id: number) => queryOptions({ queryKey: wlServiceKeys.partner(id), queryFn: () => getWlPartner(id), select: (r) => r.data })
