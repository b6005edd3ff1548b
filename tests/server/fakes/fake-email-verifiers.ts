import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Local fakes of ZeroBounce (`GET /v2/validate`) and NeverBounce (`GET /v4/single/check`) answering in their
 * documented shapes: ZeroBounce a 200 with `status`/`sub_status` (or `error` for a bad key), 429 when throttled;
 * NeverBounce always a 200 whose `status` says whether the request worked and `result` the verdict.
 * `mailboxes` maps an address to the provider's own status; anything else is unknown to the fake.
 */
export type FakeVerifier = {
  url: string
  calls: { path: string; query: Record<string, string> }[]
  mailboxes: Map<string, string>
  /** Addresses answered with the provider's throttling answer. */
  throttled: Set<string>
  close(): Promise<void>
}

export const FAKE_VERIFIER_KEY = 'test-verifier-key'

async function listen(handler: (req: IncomingMessage, res: ServerResponse, query: Record<string, string>) => void, fake: Omit<FakeVerifier, 'url' | 'close'>): Promise<FakeVerifier> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const query = Object.fromEntries(url.searchParams)
    fake.calls.push({ path: url.pathname, query })
    handler(req, res, query)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { ...fake, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export function startFakeZeroBounce(): Promise<FakeVerifier> {
  const fake = { calls: [] as FakeVerifier['calls'], mailboxes: new Map<string, string>(), throttled: new Set<string>() }
  return listen((req, res, q) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://x').pathname !== '/v2/validate') return json(res, 404, { error: 'Not found' })
    if (q.api_key !== FAKE_VERIFIER_KEY) return json(res, 200, { error: 'Invalid API key or your account ran out of credits' })
    if (!q.email) return json(res, 400, { error: 'Missing parameter: email' })
    if (fake.throttled.has(q.email)) return json(res, 429, { error: 'Too many requests' })
    const status = fake.mailboxes.get(q.email) ?? 'unknown'
    const [account, domain] = q.email.split('@')
    json(res, 200, {
      address: q.email, status, sub_status: status === 'invalid' ? 'mailbox_not_found' : status === 'catch-all' ? '' : '', free_email: false, did_you_mean: null,
      account, domain, domain_age_days: '4000', smtp_provider: 'example', mx_found: 'true', mx_record: `mx.${domain}`, firstname: null, lastname: null,
      gender: null, country: null, region: null, city: null, zipcode: null, processed_at: '2025-01-01 10:00:00.000',
    })
  }, fake)
}

export function startFakeNeverBounce(): Promise<FakeVerifier> {
  const fake = { calls: [] as FakeVerifier['calls'], mailboxes: new Map<string, string>(), throttled: new Set<string>() }
  return listen((req, res, q) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/v4/single/check') return json(res, 404, {})
    if (q.key !== FAKE_VERIFIER_KEY) return json(res, 200, { status: 'auth_failure', message: 'Invalid API key', execution_time: 5 })
    if (fake.throttled.has(q.email)) return json(res, 200, { status: 'throttle_triggered', message: 'Too many requests in a short amount of time', execution_time: 5 })
    const result = fake.mailboxes.get(q.email) ?? 'unknown'
    json(res, 200, { status: 'success', result, flags: ['has_dns', 'has_dns_mx'], suggested_correction: '', execution_time: 120 })
  }, fake)
}
