import type { CrmFieldOption, CrmProvider } from '../../../shared/integrations/types'

/** A lead after the account's field mapping: standard CRM fields by key, custom fields by the CRM's field id. */
export type MappedContact = {
  email: string | null
  phone: string | null
  standard: Record<string, string | string[]>
  custom: Record<string, string | string[]>
}

export type OauthTokens = {
  accessToken: string
  refreshToken: string | null
  expiresAt: Date | null
  scope: string | null
  /** The CRM account the tokens act on (GHL's locationId, Keap's app host, the connector's account id). */
  externalId: string | null
  label: string | null
}

/** What an adapter needs to call the CRM for one account. */
export type CrmAuth = { accessToken: string; externalId: string | null }

export type UpsertResult = { id: string; created: boolean }

type ContactsApi = {
  provider: CrmProvider
  /** Creates the contact or updates the one with the same e-mail: sending a lead twice never makes two contacts. */
  upsertContact(auth: CrmAuth, contact: MappedContact): Promise<UpsertResult>
  /** The CRM's own custom contact fields, for the crm-fields page. */
  customFields(auth: CrmAuth): Promise<CrmFieldOption[]>
  /** Whether a lead can be matched without duplicating it ('email' needs an address; 'email_or_phone' takes either). */
  matchBy: 'email' | 'email_or_phone'
}

export type OauthCrm = ContactsApi & {
  kind: 'oauth'
  /** Client id and secret configured. */
  configured: boolean
  authorizeUrl(state: string, redirectUri: string): string
  exchangeCode(code: string, redirectUri: string): Promise<OauthTokens>
  refresh(refreshToken: string): Promise<OauthTokens>
}

export type ApiKeyCrm = ContactsApi & {
  kind: 'api_key'
  configured: true
  /** Checks the key with a cheap authenticated call; answers a label for the connection. */
  verify(apiKey: string): Promise<{ label: string | null; externalId: string | null }>
}

export type CrmAdapter = OauthCrm | ApiKeyCrm
