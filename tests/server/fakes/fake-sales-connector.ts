import { contactBook, fakeOauthAuthority, startJsonServer } from './fake-crm-http'

export const SALES_CONNECTOR_CLIENT = { id: 'sc-client', secret: 'sc-secret' }

/**
 * The generic OAuth 2 contacts API we assume for the "sales connector" (docs/decisions.md): `/oauth/token`
 * (client_secret_post), `GET /api/v1/me`, `PUT /api/v1/contacts` (upsert by e-mail; 201 created, 200 updated) and
 * `GET /api/v1/contact-fields`.
 */
export async function startFakeSalesConnector() {
  const oauth = fakeOauthAuthority(SALES_CONNECTOR_CLIENT, { scope: 'contacts.read contacts.write', expiresIn: 3600 })
  const contacts = contactBook()
  const server = await startJsonServer((req) => {
    if (req.path === '/oauth/token' && req.method === 'POST') return oauth.token(req)
    if (!oauth.bearerOk(req.headers)) return { status: 401, body: { error: 'invalid_token' } }
    if (req.path === '/api/v1/me') return { status: 200, body: { id: 'acct_9', name: 'Acme Sales' } }
    if (req.path === '/api/v1/contact-fields') return { status: 200, body: { data: [{ key: 'lead_score', label: 'Lead score' }] } }
    if (req.path === '/api/v1/contacts' && req.method === 'PUT') {
      const b = req.body as Record<string, any>
      if (!b.email) return { status: 422, body: { error: 'email is required' } }
      const { id, created } = contacts.upsert(b.email, b)
      return { status: created ? 201 : 200, body: { id } }
    }
    return { status: 404, body: { error: 'not_found' } }
  })
  return { ...server, oauth, contacts }
}
