import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'

/**
 * A worker process's only port (HEALTH_PORT): `GET /health` answers 200 `{"status":"ok","role":"worker"}` once the
 * database answers a `select 1` and the queue is not stopping, else 503; anything else is 404. Enough for a
 * supervisor's liveness probe; the API is served by the API processes.
 */
export function startHealthServer(options: { db: Database; port: number; host: string; stopping(): boolean }): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://worker')
    if (req.method !== 'GET' || url.pathname !== '/health') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found.' }))
      return
    }
    const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body))
    if (options.stopping()) return answer(503, { status: 'stopping', role: 'worker' })
    options.db
      .execute(sql`select 1`)
      .then(() => answer(200, { status: 'ok', role: 'worker' }))
      .catch(() => answer(503, { status: 'database_unavailable', role: 'worker' }))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      const { port } = server.address() as AddressInfo
      const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host
      resolve({ server, url: `http://${host}:${port}/health` })
    })
  })
}
