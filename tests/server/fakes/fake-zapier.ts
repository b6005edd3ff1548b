import { startJsonServer } from './fake-crm-http'

/**
 * Zapier's side of REST hooks: catch-hook target URLs that record what is POSTed to them. A path in `gone` answers
 * 410 Gone, as Zapier does once a Zap is turned off.
 */
export async function startFakeZapier() {
  const gone = new Set<string>()
  const server = await startJsonServer((req) => {
    if (gone.has(req.path)) return { status: 410, body: { status: 'gone' } }
    if (req.method === 'POST' && req.path.startsWith('/hooks/catch/')) return { status: 200, body: { status: 'success', attempt: 'a1', id: 'z1', request_id: 'r1' } }
    return { status: 404, body: { message: 'not found' } }
  })
  return {
    ...server,
    hookUrl: (name: string) => `${server.url}/hooks/catch/${name}/`,
    turnOff(name: string) {
      gone.add(`/hooks/catch/${name}/`)
    },
    deliveriesTo: (name: string) => server.received.filter((r) => r.path === `/hooks/catch/${name}/` && r.method === 'POST'),
  }
}
