import type { CrmConfig } from './crm-config'
import type { CrmHttp } from './crm-http'
import type { CrmAuth, MappedContact, OauthCrm } from './crm-types'
import { oauth2Client } from './oauth2-client'

/** LeadConnector (HighLevel) API v2 asks every call to name the version it speaks. */
export const GHL_API_VERSION = '2021-07-28'

type GhlContactAnswer = { new?: boolean; contact?: { id?: string } }
type GhlCustomFields = { customFields?: { id: string; name?: string; fieldKey?: string }[] }

/**
 * HighLevel through the LeadConnector v2 API: OAuth with a location-level token (user_type=Location), contacts
 * upserted with `POST /contacts/upsert` (the location's duplicate rules match e-mail, then phone), custom fields
 * from `GET /locations/{locationId}/customFields`.
 */
export function ghlCrm(config: CrmConfig['ghl'], http: CrmHttp, now: () => Date): OauthCrm {
  const api = config.apiUrl
  const headers = (auth: CrmAuth) => ({ authorization: `Bearer ${auth.accessToken}`, version: GHL_API_VERSION })
  const oauth = oauth2Client(config, http, now, {
    tokenParams: { user_type: 'Location' },
    describe: (answer) => ({ externalId: typeof answer.locationId === 'string' ? answer.locationId : null, label: typeof answer.locationId === 'string' ? `Location ${answer.locationId}` : null }),
  })
  return {
    kind: 'oauth',
    provider: 'ghl',
    matchBy: 'email_or_phone',
    ...oauth,
    async exchangeCode(code, redirectUri) {
      const tokens = await oauth.exchangeCode(code, redirectUri)
      if (!tokens.externalId) return tokens
      // The location's name makes a better label; a failure here must not lose the tokens.
      try {
        const { body } = await http<{ location?: { name?: string } }>(`${api}/locations/${encodeURIComponent(tokens.externalId)}`, { headers: headers({ accessToken: tokens.accessToken, externalId: tokens.externalId }) })
        if (body.location?.name) tokens.label = body.location.name
      } catch {
        // keep "Location <id>"
      }
      return tokens
    },
    async upsertContact(auth, contact: MappedContact) {
      const s = contact.standard
      const body: Record<string, unknown> = { locationId: auth.externalId, ...s }
      if (contact.email) body.email = contact.email
      if (contact.phone) body.phone = contact.phone
      if (typeof s.tags === 'string') body.tags = s.tags.split(',').map((t) => t.trim()).filter(Boolean)
      const custom = Object.entries(contact.custom).map(([id, value]) => ({ id, field_value: Array.isArray(value) ? value.join(', ') : value }))
      if (custom.length) body.customFields = custom
      const { body: answer } = await http<GhlContactAnswer>(`${api}/contacts/upsert`, { method: 'POST', headers: headers(auth), json: body })
      return { id: String(answer.contact?.id ?? ''), created: answer.new === true }
    },
    async customFields(auth) {
      const { body } = await http<GhlCustomFields>(`${api}/locations/${encodeURIComponent(auth.externalId ?? '')}/customFields`, { headers: headers(auth) })
      return (body.customFields ?? []).map((f) => ({ key: `custom:${f.id}`, label: f.name ?? f.fieldKey ?? f.id, custom: true }))
    },
  }
}
