import type { ModuleSlug } from '../modules'
/** The CRMs a list can be sent to, by code. */
export const crmProviders = ['ghl', 'keap', 'zapier', 'groove', 'sales_connector'] as const
export type CrmProvider = (typeof crmProviders)[number]
export const isCrmProvider = (v: unknown): v is CrmProvider => typeof v === 'string' && (crmProviders as readonly string[]).includes(v)

/** How each CRM connects: OAuth 2 (authorization code), an API key the user pastes, or Zapier's REST hooks. */
export const crmConnectKinds: Record<CrmProvider, 'oauth' | 'api_key' | 'rest_hooks'> = {
  ghl: 'oauth',
  keap: 'oauth',
  sales_connector: 'oauth',
  groove: 'api_key',
  zapier: 'rest_hooks',
}
export const oauthProviders = ['ghl', 'keap', 'sales_connector'] as const
export type OauthProvider = (typeof oauthProviders)[number]

export const crmNames: Record<CrmProvider, string> = {
  ghl: 'HighLevel',
  keap: 'Keap',
  zapier: 'Zapier',
  groove: 'Groove',
  sales_connector: 'Sales Connector',
}

/**
 * Events a custom webhook can subscribe to. `lead.sent`: a lead sent from a list (the "Send to webhook" command);
 * `lead.found`: a lead an autopilot or workflow found, for those areas to emit through the same sender.
 */
export const webhookEvents = ['lead.sent', 'lead.found'] as const
export type WebhookEvent = (typeof webhookEvents)[number]

/** Lead field -> CRM field. `crm_field` is a standard field of the CRM, `custom:<id>` for a CRM custom field, or a key (Zapier, webhooks). */
export type FieldMapping = { lead_field: string; crm_field: string }[]

/** The lead fields a mapping may read: the common columns, the types' own fields, and a few derived ones. */
export const mappableLeadFields = [
  'name', 'first_name', 'last_name', 'email', 'phone', 'website', 'domain', 'company', 'position', 'department', 'seniority',
  'linkedin_url', 'street', 'city', 'state', 'postal_code', 'country', 'category', 'industry', 'size', 'employee_count', 'revenue',
  'rating', 'reviews', 'platform', 'username', 'followers', 'engagement_rate', 'topic', 'score', 'labels', 'list_name', 'list_type',
] as const
export type MappableLeadField = (typeof mappableLeadFields)[number]

export type CrmFieldOption = { key: string; label: string; custom?: boolean }

/** Standard contact fields of each CRM's contacts API (Zapier takes any key: its list is a suggestion). */
export const standardCrmFields: Record<CrmProvider, CrmFieldOption[]> = {
  ghl: [
    ['firstName', 'First name'], ['lastName', 'Last name'], ['name', 'Full name'], ['email', 'Email'], ['phone', 'Phone'], ['companyName', 'Company name'],
    ['website', 'Website'], ['address1', 'Address'], ['city', 'City'], ['state', 'State'], ['postalCode', 'Postal code'], ['country', 'Country'],
    ['source', 'Source'], ['tags', 'Tags'],
  ].map(([key, label]) => ({ key, label })),
  keap: [
    ['given_name', 'First name'], ['family_name', 'Last name'], ['email', 'Email'], ['phone', 'Phone'], ['job_title', 'Job title'],
    ['website', 'Website'], ['line1', 'Street'], ['locality', 'City'], ['region', 'Region'], ['postal_code', 'Postal code'], ['country_code', 'Country (ISO alpha-3)'],
  ].map(([key, label]) => ({ key, label })),
  groove: [
    ['first_name', 'First name'], ['last_name', 'Last name'], ['email', 'Email'], ['phone', 'Phone'], ['company', 'Company'], ['website', 'Website'],
    ['address', 'Address'], ['city', 'City'], ['state', 'State'], ['zip', 'Postal code'], ['country', 'Country'], ['tags', 'Tags'],
  ].map(([key, label]) => ({ key, label })),
  sales_connector: [
    ['first_name', 'First name'], ['last_name', 'Last name'], ['email', 'Email'], ['phone', 'Phone'], ['company', 'Company'], ['title', 'Title'],
    ['website', 'Website'], ['city', 'City'], ['state', 'State'], ['country', 'Country'], ['linkedin_url', 'LinkedIn URL'],
  ].map(([key, label]) => ({ key, label })),
  zapier: [
    ['name', 'Name'], ['first_name', 'First name'], ['last_name', 'Last name'], ['email', 'Email'], ['phone', 'Phone'], ['company', 'Company'],
    ['website', 'Website'], ['city', 'City'], ['state', 'State'], ['country', 'Country'],
  ].map(([key, label]) => ({ key, label })),
}

/** The mapping used until the user saves one on the crm-fields page. */
export const defaultFieldMappings: Record<CrmProvider, FieldMapping> = {
  ghl: pairs([['first_name', 'firstName'], ['last_name', 'lastName'], ['email', 'email'], ['phone', 'phone'], ['company', 'companyName'], ['website', 'website'], ['street', 'address1'], ['city', 'city'], ['state', 'state'], ['postal_code', 'postalCode'], ['country', 'country'], ['labels', 'tags']]),
  keap: pairs([['first_name', 'given_name'], ['last_name', 'family_name'], ['email', 'email'], ['phone', 'phone'], ['position', 'job_title'], ['website', 'website'], ['street', 'line1'], ['city', 'locality'], ['state', 'region'], ['postal_code', 'postal_code']]),
  groove: pairs([['first_name', 'first_name'], ['last_name', 'last_name'], ['email', 'email'], ['phone', 'phone'], ['company', 'company'], ['website', 'website'], ['street', 'address'], ['city', 'city'], ['state', 'state'], ['postal_code', 'zip'], ['country', 'country'], ['labels', 'tags']]),
  sales_connector: pairs([['first_name', 'first_name'], ['last_name', 'last_name'], ['email', 'email'], ['phone', 'phone'], ['company', 'company'], ['position', 'title'], ['website', 'website'], ['city', 'city'], ['state', 'state'], ['country', 'country'], ['linkedin_url', 'linkedin_url']]),
  zapier: pairs([['name', 'name'], ['first_name', 'first_name'], ['last_name', 'last_name'], ['email', 'email'], ['phone', 'phone'], ['company', 'company'], ['website', 'website'], ['city', 'city'], ['state', 'state'], ['country', 'country']]),
}

function pairs(list: [string, string][]): FieldMapping {
  return list.map(([lead_field, crm_field]) => ({ lead_field, crm_field }))
}

/** A CRM connection as the API returns it: never a token or key, only what the user needs to recognise it. */
export type CrmConnection = {
  provider: CrmProvider
  connect: 'oauth' | 'api_key' | 'rest_hooks'
  /** Whether the server has what this CRM needs (OAuth client id and secret); unconfigured ones cannot be connected. */
  configured: boolean
  connected: boolean
  status: 'connected' | 'needs_reconnect' | null
  label: string | null
  connected_at: string | null
  last_error: string | null
  /** A related account's use of its parent's connection (the parent connects and disconnects it). */
  inherited?: boolean
  /** Zapier: the number of active REST hook subscriptions. */
  subscriptions?: number
  /** Zapier: the public invite link to the app, when configured. */
  invite_url?: string | null
}

export type WebhookConnection = {
  id: number
  name: string
  url: string
  events: WebhookEvent[]
  status: 'active' | 'disabled'
  disabled_reason: string | null
  disabled_at: string | null
  /** Masked: the last four characters of the Authorization-Token secret. */
  secret_hint: string
  created_at: string
  updated_at: string
}

/** Only answered on creation and by the reveal endpoint. */
export type WebhookSecrets = { secret: string; signing_secret: string }

export type GptSettings = { base_url: string; model: string; api_key_hint: string; updated_at: string } | null

/** What a key may do: read only (GET), or read and write. */
export const apiKeyScopes = ['read', 'read_write'] as const
export type ApiKeyScope = (typeof apiKeyScopes)[number]
/** `modules`: the modules the key may use (null: every module its account holds). */
export type ApiKey = { id: number; name: string; prefix: string; scope: ApiKeyScope; modules: ModuleSlug[] | null; created_at: string; last_used_at: string | null; revoked_at: string | null }
