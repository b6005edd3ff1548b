import type { CrmConfig } from './crm-config'
import type { CrmHttp } from './crm-http'
import type { CrmAuth, MappedContact, OauthCrm } from './crm-types'
import { oauth2Client } from './oauth2-client'

/**
 * "Sales connector": a CRM offered by that name only, reached through a generic OAuth 2 contacts API. What we
 * assume (docs/decisions.md, "Sales connector (assumed)"): RFC 6749 authorization code and refresh grants at
 * `{SALES_CONNECTOR_URL}/oauth/authorize` and `/oauth/token` (client_secret_post); a bearer API under `/api/v1`:
 * `GET /me` -> `{ id, name }`, `PUT /contacts` with `{ email, ...fields, custom_fields }` creating or updating the
 * contact with that e-mail (201 created, 200 updated, body `{ id }`), `GET /contact-fields` -> `{ data: [{ key, label }] }`.
 */
export function salesConnectorCrm(config: CrmConfig['salesConnector'], http: CrmHttp, now: () => Date): OauthCrm {
  const api = config.apiUrl
  const headers = (auth: CrmAuth) => ({ authorization: `Bearer ${auth.accessToken}` })
  const oauth = oauth2Client(config, http, now)
  return {
    kind: 'oauth',
    provider: 'sales_connector',
    matchBy: 'email',
    ...oauth,
    async exchangeCode(code, redirectUri) {
      const tokens = await oauth.exchangeCode(code, redirectUri)
      try {
        const { body } = await http<{ id?: string | number; name?: string }>(`${api}/me`, { headers: headers({ accessToken: tokens.accessToken, externalId: null }) })
        tokens.externalId = body.id == null ? null : String(body.id)
        tokens.label = body.name ?? null
      } catch {
        // the tokens work without a label
      }
      return tokens
    },
    async upsertContact(auth, contact: MappedContact) {
      const body: Record<string, unknown> = { ...contact.standard, email: contact.email }
      if (contact.phone) body.phone = contact.phone
      if (Object.keys(contact.custom).length) body.custom_fields = contact.custom
      const { status, body: answer } = await http<{ id?: string | number }>(`${api}/contacts`, { method: 'PUT', headers: headers(auth), json: body })
      return { id: String(answer.id ?? ''), created: status === 201 }
    },
    async customFields(auth) {
      const { body } = await http<{ data?: { key: string; label?: string }[] }>(`${api}/contact-fields`, { headers: headers(auth) })
      return (body.data ?? []).map((f) => ({ key: `custom:${f.key}`, label: f.label ?? f.key, custom: true }))
    },
  }
}
