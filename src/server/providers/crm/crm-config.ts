/**
 * Where each CRM lives and the OAuth client the server uses, from the environment (README's table). Base URLs are
 * configurable so tests and staging point them at local fakes; a CRM without its client id and secret is shown as
 * "not configured" and cannot be connected.
 */
export type OauthClientConfig = {
  clientId?: string
  clientSecret?: string
  /** The page the user is sent to to grant access. */
  authorizeUrl: string
  tokenUrl: string
  /** Base of the CRM's REST API. */
  apiUrl: string
  scope: string
}

export type CrmConfig = {
  /** The console's public origin: OAuth redirect URIs are `${publicUrl}/crm/callback`. */
  publicUrl: string
  ghl: OauthClientConfig
  keap: OauthClientConfig
  salesConnector: OauthClientConfig
  groove: { apiUrl: string }
  /** Zapier's public invite link to this app's Zapier integration, shown on the CRM page. */
  zapierInviteUrl?: string
}

/** The scopes asked for: GHL contacts, locations, custom fields and tags, read and write; Keap full. */
export const ghlScopes = [
  'contacts.readonly', 'contacts.write', 'locations.readonly', 'locations.write',
  'locations/customFields.readonly', 'locations/customFields.write', 'locations/tags.readonly', 'locations/tags.write',
].join(' ')

function optional(value: string | undefined) {
  return value && value.trim() !== '' ? value.trim() : undefined
}
const base = (value: string) => value.replace(/\/+$/, '')

export function readCrmConfig(env: NodeJS.ProcessEnv, port: number): CrmConfig {
  const ghlApi = base(optional(env.GHL_API_URL) ?? 'https://services.leadconnectorhq.com')
  const keapApi = base(optional(env.KEAP_API_URL) ?? 'https://api.infusionsoft.com')
  const sales = optional(env.SALES_CONNECTOR_URL) ? base(env.SALES_CONNECTOR_URL!.trim()) : undefined
  return {
    publicUrl: base(optional(env.PUBLIC_URL) ?? `http://localhost:${port}`),
    ghl: {
      clientId: optional(env.GHL_CLIENT_ID),
      clientSecret: optional(env.GHL_CLIENT_SECRET),
      authorizeUrl: optional(env.GHL_AUTH_URL) ?? 'https://marketplace.gohighlevel.com/oauth/chooselocation',
      tokenUrl: `${ghlApi}/oauth/token`,
      apiUrl: ghlApi,
      scope: ghlScopes,
    },
    keap: {
      clientId: optional(env.KEAP_CLIENT_ID),
      clientSecret: optional(env.KEAP_CLIENT_SECRET),
      authorizeUrl: optional(env.KEAP_AUTH_URL) ?? 'https://accounts.infusionsoft.com/app/oauth/authorize',
      tokenUrl: `${keapApi}/token`,
      apiUrl: keapApi,
      scope: 'full',
    },
    salesConnector: {
      clientId: sales ? optional(env.SALES_CONNECTOR_CLIENT_ID) : undefined,
      clientSecret: sales ? optional(env.SALES_CONNECTOR_CLIENT_SECRET) : undefined,
      authorizeUrl: `${sales ?? ''}/oauth/authorize`,
      tokenUrl: `${sales ?? ''}/oauth/token`,
      apiUrl: `${sales ?? ''}/api/v1`,
      scope: optional(env.SALES_CONNECTOR_SCOPE) ?? 'contacts.read contacts.write',
    },
    groove: { apiUrl: base(optional(env.GROOVE_API_URL) ?? 'https://groove.cm/api/v1') },
    zapierInviteUrl: optional(env.ZAPIER_INVITE_URL),
  }
}
