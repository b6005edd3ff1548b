import { contactBook, startJsonServer } from './fake-crm-http'

export const GROOVE_API_KEY = 'groove-key-123'

/** Groove's contacts API as we assume it (docs/decisions.md): bearer API key, `GET /me`, `POST /contacts` (upsert by e-mail), `GET /custom-fields`. */
export async function startFakeGroove() {
  const contacts = contactBook()
  const server = await startJsonServer((req) => {
    if (req.headers.authorization !== `Bearer ${GROOVE_API_KEY}`) return { status: 401, body: { message: 'Invalid API key' } }
    if (req.path === '/me') return { status: 200, body: { id: 77, email: 'owner@groove.example' } }
    if (req.path === '/custom-fields') return { status: 200, body: { data: [{ id: 5, name: 'Source list' }] } }
    if (req.path === '/contacts' && req.method === 'POST') {
      const b = req.body as Record<string, any>
      if (!b.email) return { status: 422, body: { message: 'email is required' } }
      const { id, created } = contacts.upsert(b.email, b)
      return { status: created ? 201 : 200, body: { contact: { id }, created } }
    }
    return { status: 404, body: { message: 'Not found' } }
  })
  return { ...server, contacts }
}
