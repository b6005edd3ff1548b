import { contactBook, fakeOauthAuthority, startJsonServer } from './fake-crm-http'

export const KEAP_CLIENT = { id: 'keap-client', secret: 'keap-secret' }

/**
 * Keap REST v1 as documented: `POST /token` (form; refresh authenticated with HTTP Basic; scope "full|<app>"),
 * `PUT /crm/rest/v1/contacts` with `duplicate_option` (Email: matched by the first e-mail address; 201 created,
 * 200 updated) and `GET /crm/rest/v1/contacts/model` for custom fields.
 */
export async function startFakeKeap() {
  const oauth = fakeOauthAuthority(KEAP_CLIENT, { scope: 'full|ab123.infusionsoft.com' })
  const contacts = contactBook()
  const server = await startJsonServer((req) => {
    if (req.path === '/token' && req.method === 'POST') return oauth.token(req, { refreshAuth: 'basic' })
    if (!oauth.bearerOk(req.headers)) return { status: 401, body: { message: 'Invalid Access Token' } }
    if (req.path === '/crm/rest/v1/contacts/model' && req.method === 'GET') {
      return { status: 200, body: { custom_fields: [{ id: 12, label: 'Company name', field_type: 'Text' }], optional_properties: [] } }
    }
    if (req.path === '/crm/rest/v1/contacts' && req.method === 'PUT') {
      const b = req.body as Record<string, any>
      if (b.duplicate_option !== 'Email') return { status: 400, body: { message: 'duplicate_option must be Email for this test' } }
      const email = b.email_addresses?.[0]?.email
      if (!email) return { status: 400, body: { message: 'Email is required when duplicate_option is Email' } }
      const { id, created } = contacts.upsert(email, b)
      return { status: created ? 201 : 200, body: { id: Number(id.slice(1)), given_name: b.given_name, email_addresses: b.email_addresses } }
    }
    return { status: 404, body: { message: 'Not found' } }
  })
  return { ...server, oauth, contacts }
}
