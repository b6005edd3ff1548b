import type { CrmConfig } from './crm-config'
import type { CrmHttp } from './crm-http'
import type { ApiKeyCrm, CrmAuth, MappedContact } from './crm-types'

/**
 * Groove (groove.cm) by API key. Groove publishes no REST reference we could check, so the adapter speaks what we
 * assume of its contacts API (docs/decisions.md, "Groove"): a bearer API key; `GET {GROOVE_API_URL}/me` ->
 * `{ id, email }` to check the key; `POST /contacts` with `{ email, first_name, ..., tags: [], custom_fields: {} }`
 * creating or updating the contact with that e-mail (`{ contact: { id }, created }`); `GET /custom-fields` ->
 * `{ data: [{ id, name }] }`. Only the base URL needs to change if the real paths differ.
 */
export function grooveCrm(config: CrmConfig['groove'], http: CrmHttp): ApiKeyCrm {
  const api = config.apiUrl
  const headers = (auth: CrmAuth) => ({ authorization: `Bearer ${auth.accessToken}` })
  return {
    kind: 'api_key',
    provider: 'groove',
    configured: true,
    matchBy: 'email',
    async verify(apiKey) {
      const { body } = await http<{ id?: string | number; email?: string }>(`${api}/me`, { headers: headers({ accessToken: apiKey, externalId: null }) })
      return { label: body.email ?? null, externalId: body.id == null ? null : String(body.id) }
    },
    async upsertContact(auth, contact: MappedContact) {
      const body: Record<string, unknown> = { ...contact.standard, email: contact.email }
      if (contact.phone) body.phone = contact.phone
      if (typeof body.tags === 'string') body.tags = body.tags.split(',').map((t) => t.trim()).filter(Boolean)
      if (Object.keys(contact.custom).length) body.custom_fields = contact.custom
      const { body: answer } = await http<{ contact?: { id?: string | number }; created?: boolean }>(`${api}/contacts`, { method: 'POST', headers: headers(auth), json: body })
      return { id: String(answer.contact?.id ?? ''), created: answer.created === true }
    },
    async customFields(auth) {
      const { body } = await http<{ data?: { id: string | number; name?: string }[] }>(`${api}/custom-fields`, { headers: headers(auth) })
      return (body.data ?? []).map((f) => ({ key: `custom:${f.id}`, label: f.name ?? String(f.id), custom: true }))
    },
  }
}
