import { contactBook, fakeOauthAuthority, startJsonServer } from './fake-crm-http'

export const GHL_CLIENT = { id: 'ghl-client', secret: 'ghl-secret' }
export const GHL_LOCATION = 'loc_Fake123'

/**
 * LeadConnector (HighLevel) API v2 as documented: `POST /oauth/token` (form; user_type=Location; answers locationId),
 * `POST /contacts/upsert` (bearer + `Version: 2021-07-28`, `locationId` in the body, matched by e-mail then phone,
 * `{ new, contact }`), `GET /locations/{id}` and `GET /locations/{id}/customFields`.
 */
export async function startFakeGhl() {
  const oauth = fakeOauthAuthority(GHL_CLIENT, { scope: 'contacts.readonly contacts.write', extra: { userType: 'Location', locationId: GHL_LOCATION, companyId: 'comp_1' } })
  const contacts = contactBook()
  const phones = new Map<string, string>()
  const server = await startJsonServer((req) => {
    if (req.path === '/oauth/token' && req.method === 'POST') return oauth.token(req, { requireParams: { user_type: 'Location' } })
    if (!oauth.bearerOk(req.headers)) return { status: 401, body: { statusCode: 401, message: 'Invalid JWT' } }
    if (req.headers.version !== '2021-07-28') return { status: 400, body: { statusCode: 400, message: 'Version header is required' } }
    if (req.path === `/locations/${GHL_LOCATION}` && req.method === 'GET') return { status: 200, body: { location: { id: GHL_LOCATION, name: 'Fake Dental Co' } } }
    if (req.path === `/locations/${GHL_LOCATION}/customFields` && req.method === 'GET') {
      return { status: 200, body: { customFields: [{ id: 'cf_rating', name: 'Rating', fieldKey: 'contact.rating', dataType: 'NUMERICAL' }] } }
    }
    if (req.path === '/contacts/upsert' && req.method === 'POST') {
      const b = req.body as Record<string, any>
      if (b.locationId !== GHL_LOCATION) return { status: 422, body: { statusCode: 422, message: ['locationId must be a string'] } }
      const email: string | undefined = b.email
      const key = email ?? (b.phone ? phones.get(b.phone) : undefined) ?? (b.phone ? `phone:${b.phone}` : undefined)
      if (!key) return { status: 400, body: { statusCode: 400, message: 'email or phone is required' } }
      const { id, created } = contacts.upsert(key, b)
      if (b.phone) phones.set(b.phone, key)
      return { status: created ? 201 : 200, body: { new: created, contact: { id, locationId: GHL_LOCATION, email, firstName: b.firstName }, traceId: 'trace' } }
    }
    return { status: 404, body: { statusCode: 404, message: 'Cannot find the route' } }
  })
  return { ...server, oauth, contacts }
}
