import type { CrmConfig } from './crm-config'
import type { CrmHttp } from './crm-http'
import type { CrmAuth, MappedContact, OauthCrm } from './crm-types'
import { oauth2Client } from './oauth2-client'

type KeapContact = { id?: number | string }
type KeapModel = { custom_fields?: { id: number | string; label?: string; field_name?: string }[] }

const addressKeys = ['line1', 'locality', 'region', 'postal_code', 'country_code'] as const

/**
 * Keap (Infusionsoft) REST v1: OAuth with scope `full`, refresh with HTTP Basic client credentials, contacts
 * created or updated with `PUT /crm/rest/v1/contacts` and `duplicate_option: 'Email'` (200 updated, 201 created),
 * custom fields from `GET /crm/rest/v1/contacts/model`. Keap links a contact to a company only by company id, so a
 * company name goes to a custom field when the user maps one; `country_code` must be ISO 3166-1 alpha-3 and is
 * left out otherwise.
 */
export function keapCrm(config: CrmConfig['keap'], http: CrmHttp, now: () => Date): OauthCrm {
  const api = `${config.apiUrl}/crm/rest/v1`
  const headers = (auth: CrmAuth) => ({ authorization: `Bearer ${auth.accessToken}` })
  const oauth = oauth2Client(config, http, now, {
    refreshAuth: 'basic',
    // Keap answers scope "full|abc123.infusionsoft.com": the app host names the account.
    describe: (answer) => {
      const app = typeof answer.scope === 'string' ? answer.scope.split('|')[1] ?? null : null
      return { externalId: app, label: app }
    },
  })
  return {
    kind: 'oauth',
    provider: 'keap',
    matchBy: 'email',
    ...oauth,
    async upsertContact(auth, contact: MappedContact) {
      const s = contact.standard
      const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : v)
      const body: Record<string, unknown> = { duplicate_option: 'Email' }
      if (contact.email) body.email_addresses = [{ email: contact.email, field: 'EMAIL1' }]
      if (contact.phone) body.phone_numbers = [{ number: contact.phone, field: 'PHONE1' }]
      for (const key of ['given_name', 'family_name', 'job_title', 'website'] as const) if (s[key]) body[key] = text(s[key])
      const address: Record<string, string> = { field: 'BILLING' }
      for (const key of addressKeys) if (s[key]) address[key] = text(s[key])!
      if (address.country_code && !/^[A-Z]{3}$/.test(address.country_code)) delete address.country_code
      if (Object.keys(address).length > 1) body.addresses = [address]
      const custom = Object.entries(contact.custom).map(([id, value]) => ({ id: Number(id), content: text(value) }))
      if (custom.length) body.custom_fields = custom
      const { status, body: answer } = await http<KeapContact>(`${api}/contacts`, { method: 'PUT', headers: headers(auth), json: body })
      return { id: String(answer.id ?? ''), created: status === 201 }
    },
    async customFields(auth) {
      const { body } = await http<KeapModel>(`${api}/contacts/model`, { headers: headers(auth) })
      return (body.custom_fields ?? []).map((f) => ({ key: `custom:${f.id}`, label: f.label ?? f.field_name ?? String(f.id), custom: true }))
    },
  }
}
