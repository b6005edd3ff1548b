import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serverHome, type SpawnedServer } from './spawned-server'

/** A start can be slow on a loaded machine: four processes load the server at once. */
const START_TIMEOUT_MS = 120_000

export type ClusterProcess = { role: 'api' | 'worker'; server: SpawnedServer; url: string; pid: number }

/**
 * Server processes in split roles (`ROLE=api`, `ROLE=worker`) on one PostgreSQL database, each the real
 * `src/server/main.ts` as a child process. An API process answers on its URL; a worker answers only `GET /health` on
 * its own port (HEALTH_PORT=0: any free one). `dispose()` in afterAll.
 */
export function serverCluster(prefix: string, databaseUrl: string, env: Record<string, string> = {}) {
  const home = serverHome(prefix)
  const processes: ClusterProcess[] = []

  async function start(role: 'api' | 'worker', count: number): Promise<ClusterProcess[]> {
    const started = Array.from({ length: count }, () => home.start({ databaseUrl, env: { ...env, ROLE: role, ...(role === 'worker' ? { HEALTH_PORT: '0' } : {}) } }))
    const pattern = role === 'api' ? /listening on (http:\/\/\S+)/ : /worker running.*health on (http:\/\/\S+)/
    const ready = await Promise.all(
      started.map(async (server) => ({ role, server, url: (await server.waitFor(pattern, START_TIMEOUT_MS))[1], pid: server.child.pid! })),
    )
    processes.push(...ready)
    return ready
  }

  return {
    start,
    /** Everything every process printed, for a failure's message. */
    output: () => processes.map((p) => `--- ${p.role} ${p.pid}\n${p.server.output()}`).join('\n'),
    /** Stops every process with SIGTERM: their exit codes (0 when each shut down cleanly). */
    async stop(): Promise<(number | null)[]> {
      for (const p of processes) p.server.child.kill('SIGTERM')
      return Promise.all(processes.map((p) => p.server.exited))
    },
    dispose: () => home.dispose(),
  }
}

/**
 * A load balancer as small as it gets: each request goes to the next upstream in turn (round robin), streamed both
 * ways (server-sent events pass through as they come), with the client's address in X-Forwarded-For. `served` lists
 * the upstream of each request in order.
 */
export async function roundRobinProxy(upstreams: string[]) {
  let next = 0
  const served: string[] = []
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/', upstreams[next++ % upstreams.length])
    served.push(target.origin)
    const headers: IncomingHttpHeaders = { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' }
    const upstream = request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    // A client that goes away (a closed event stream) closes the upstream request too.
    res.on('close', () => upstream.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
