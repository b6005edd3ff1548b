import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request a fake received: enough for tests to assert headers and bodies the adapters sent. */
export type Received = { method: string; path: string; headers: IncomingMessage['headers']; body: any; raw: string }
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> }
export type Handler = (req: Received, url: URL) => Reply | Promise<Reply>

/**
 * A local HTTP server answering JSON, for the fakes of the CRMs. It records every request, and can be told to answer
 * the next requests to a path with given statuses (429, 503, 401 ...) before answering normally again.
 */
export async function startJsonServer(handler: Handler) {
  const received: Received[] = []
  const scripted = new Map<string, number[]>()
  /** While set, requests wait here before they are answered (a CRM that is slow to answer, without timers). */
  let gate: { promise: Promise<void>; open(): void } | null = null
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://fake')
    let body: any = raw
    const type = req.headers['content-type'] ?? ''
    if (type.includes('application/json') && raw) body = JSON.parse(raw)
    else if (type.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(raw))
    const record: Received = { method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body, raw }
    received.push(record)
    if (gate) await gate.promise
    const queue = scripted.get(url.pathname)
    const forced = queue?.shift()
    const reply: Reply = forced !== undefined ? { status: forced, body: { message: `scripted ${forced}` } } : await handler(record, url)
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** The next requests to `path` are answered with these statuses, in order. */
    failNext(path: string, ...statuses: number[]) {
      scripted.set(path, [...(scripted.get(path) ?? []), ...statuses])
    },
    requestsTo: (path: string) => received.filter((r) => r.path === path),
    /** Holds every answer until resume(). */
    pause() {
      let open!: () => void
      const promise = new Promise<void>((resolve) => (open = resolve))
      gate = { promise, open }
    },
    resume() {
      gate?.open()
      gate = null
    },
    async close() {
      gate?.open()
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
    },
  }
}

/**
 * An OAuth 2 authorization server as the three OAuth CRMs run it: codes for one use, access tokens that expire,
 * refresh tokens that rotate on every refresh (a refresh token used twice is refused, as GHL does).
 */
export function fakeOauthAuthority(client: { id: string; secret: string }, options: { expiresIn?: number; scope?: string; extra?: Record<string, unknown> } = {}) {
  const codes = new Map<string, { redirectUri: string }>()
  const access = new Set<string>()
  const refresh = new Set<string>()
  const issued = { access: [] as string[], refresh: [] as string[] }
  let refreshes = 0
  const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`
  function grant() {
    const a = token('at')
    const r = token('rt')
    access.add(a)
    refresh.add(r)
    issued.access.push(a)
    issued.refresh.push(r)
    return { access_token: a, refresh_token: r, token_type: 'Bearer', expires_in: options.expiresIn ?? 86_399, scope: options.scope ?? 'full', ...options.extra }
  }
  return {
    issued,
    get refreshes() {
      return refreshes
    },
    /** What the CRM puts in the redirect after the user grants access. */
    issueCode(redirectUri: string) {
      const code = token('code')
      codes.set(code, { redirectUri })
      return code
    },
    /** Every access token stops working (the CRM revoked them): the next call answers 401. */
    revokeAccessTokens() {
      access.clear()
    },
    revokeRefreshTokens() {
      refresh.clear()
    },
    bearerOk(headers: IncomingMessage['headers']) {
      const m = headers.authorization?.match(/^Bearer (.+)$/)
      return Boolean(m && access.has(m[1]))
    },
    /** The token endpoint; `basic`: the client authenticates the refresh with HTTP Basic (Keap). */
    token(req: Received, how: { refreshAuth?: 'body' | 'basic'; requireParams?: Record<string, string> } = {}): Reply {
      const f = req.body as Record<string, string>
      for (const [k, v] of Object.entries(how.requireParams ?? {})) if (f[k] !== v) return { status: 400, body: { error: 'invalid_request', error_description: `${k} must be ${v}` } }
      if (f.grant_type === 'authorization_code') {
        if (f.client_id !== client.id || f.client_secret !== client.secret) return { status: 401, body: { error: 'invalid_client' } }
        const known = codes.get(f.code)
        if (!known || known.redirectUri !== f.redirect_uri) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid authorization code' } }
        codes.delete(f.code)
        return { status: 200, body: grant() }
      }
      if (f.grant_type === 'refresh_token') {
        if (how.refreshAuth === 'basic') {
          const expected = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`
          if (req.headers.authorization !== expected) return { status: 401, body: { error: 'invalid_client' } }
        } else if (f.client_id !== client.id || f.client_secret !== client.secret) return { status: 401, body: { error: 'invalid_client' } }
        if (!refresh.has(f.refresh_token)) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid refresh token' } }
        refresh.delete(f.refresh_token)
        refreshes++
        return { status: 200, body: grant() }
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } }
    },
  }
}

/** Contacts keyed by lower-cased e-mail: an upsert of a known e-mail updates, never duplicates. */
export function contactBook() {
  const byEmail = new Map<string, { id: string; fields: Record<string, unknown> }>()
  let seq = 0
  return {
    byEmail,
    get size() {
      return byEmail.size
    },
    upsert(email: string, fields: Record<string, unknown>) {
      const key = email.toLowerCase()
      const existing = byEmail.get(key)
      if (existing) {
        existing.fields = { ...existing.fields, ...fields }
        return { id: existing.id, created: false }
      }
      const id = `c${++seq}`
      byEmail.set(key, { id, fields })
      return { id, created: true }
    },
  }
}
