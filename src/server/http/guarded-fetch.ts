import { lookup as dnsLookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { checkAddress, type AddressPolicy } from './outbound/address-policy'

/**
 * The one client for outbound HTTP to user-given URLs (crawls, webhooks, CRMs, AI endpoints). It resolves
 * the host itself, refuses any address that is not public (address-policy.ts), connects to the very address it
 * checked (the socket's lookup returns it: no second DNS answer between check and connect), follows redirects by
 * hand re-checking each one, and stops at a time and a size limit.
 */
export type OutboundPolicy = AddressPolicy & {
  /** Ports a URL may name; 'any' for tests whose servers listen on random ports. Default 80 and 443. */
  allowedPorts?: readonly number[] | 'any'
  /** For the whole exchange, redirects included. Default 10 s. */
  timeoutMs?: number
  /** Response body limit. Default 2 MiB. */
  maxBytes?: number
  /** Default 5. */
  maxRedirects?: number
  userAgent?: string
}

export type OutboundErrorCode = 'invalid_url' | 'scheme' | 'port' | 'address' | 'dns' | 'redirect_refused' | 'too_many_redirects' | 'too_large' | 'timeout' | 'network'

export class OutboundRefused extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    readonly url: string,
  ) {
    super(message)
    this.name = 'OutboundRefused'
  }
}

export type GuardedRequest = {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  signal?: AbortSignal
  /** Whether to follow a redirect; a refusal throws `redirect_refused`. Default: follow (after the address check). */
  followRedirect?: (from: URL, to: URL) => boolean
  /** 'error' (default) throws `too_large` past maxBytes; 'truncate' keeps the first maxBytes (a crawler's choice). */
  onTooLarge?: 'error' | 'truncate'
  /**
   * Keep-alive agents for many requests to the same endpoint (webhook deliveries). Every request is still resolved
   * and checked first, and a new socket connects to the address just checked; a reused socket is one this client
   * opened to an address it checked for the same host and port. Default: a fresh connection per request.
   */
  agents?: { http: http.Agent; https: https.Agent }
}

export type GuardedResponse = {
  url: string
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  truncated: boolean
  /** Every URL redirected through, in order. */
  redirects: string[]
  text(): string
}

export const DEFAULT_USER_AGENT = 'LeadConsoleBot/1.0 (+https://github.com/lead-console)'
const defaults = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5, allowedPorts: [80, 443] as readonly number[] }

function parseUrl(input: string | URL): URL {
  try {
    return new URL(input)
  } catch {
    throw new OutboundRefused('invalid_url', `Not a URL: ${String(input)}`, String(input))
  }
}

/**
 * Recent DNS answers per set of keep-alive agents (a run of requests to one host: webhook deliveries, a crawl), kept
 * a few seconds: a request to a host resolved moments ago skips the lookup, not the check (every answer is checked
 * against the policy on every request, and a new connection still goes to the address just checked).
 */
const recentAnswers = new WeakMap<object, Map<string, { addresses: { address: string; family: number }[]; until: number }>>()
const DNS_REUSE_MS = 5_000

async function lookupAll(host: string, agents: object | undefined): Promise<{ address: string; family: number }[]> {
  const cache = agents ? (recentAnswers.get(agents) ?? recentAnswers.set(agents, new Map()).get(agents)!) : null
  const hit = cache?.get(host)
  if (hit && hit.until > Date.now()) return hit.addresses
  const addresses = await dnsLookup(host, { all: true, verbatim: true })
  if (cache && addresses.length) cache.set(host, { addresses, until: Date.now() + DNS_REUSE_MS })
  return addresses
}

/** The address to connect to: WHATWG URL parsing has already turned 2130706433, 0x7f.1 and 0177.0.0.1 into dotted form. */
async function resolveChecked(url: URL, policy: OutboundPolicy, agents?: object): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused('scheme', `Only http and https URLs are allowed, not ${url.protocol}`, url.href)
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80
  const ports = policy.allowedPorts ?? defaults.allowedPorts
  if (ports !== 'any' && !ports.includes(port)) throw new OutboundRefused('port', `Port ${port} is not allowed`, url.href)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: { address: string; family: number }[]
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }]
  else {
    try {
      addresses = await lookupAll(host, agents)
    } catch {
      throw new OutboundRefused('dns', `${host} does not resolve`, url.href)
    }
  }
  if (addresses.length === 0) throw new OutboundRefused('dns', `${host} does not resolve`, url.href)
  // Every answer must be public: a name that also points inside is refused whole (DNS rebinding).
  for (const { address } of addresses) {
    const verdict = checkAddress(address, policy)
    if (!verdict.allowed) throw new OutboundRefused('address', `Refused ${host}: ${verdict.reason}`, url.href)
  }
  return addresses[0]
}

function pinnedLookup(address: string, family: number): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }) as unknown as LookupFunction
}

/** A hop's body, read whole; or, for the last hop of a stream, the response itself to be read as it arrives. */
type Hop = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; truncated: boolean; stream?: http.IncomingMessage }

/** Whether an answer ends the exchange (anything but a redirect with somewhere to go). */
const isFinal = (status: number, location: string | undefined) => status < 300 || status > 399 || status === 304 || !location

function requestOnce(url: URL, target: { address: string; family: number }, req: GuardedRequest & { method: string }, policy: OutboundPolicy, signal: AbortSignal, maxBytes: number, streamFinal = false): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolveHop, rejectHop) => {
    // The time limit (and the caller's signal) ends the request wherever it is, through a listener of our own: the
    // request's `signal` option does the same with stream bookkeeping that costs more than the rest of a kept-alive
    // POST's setup. A streamed answer keeps the listener: the limit runs on over its body.
    const onAbort = () => outgoing.destroy(new Error('The time limit ended the request'))
    const release = () => signal.removeEventListener('abort', onAbort)
    const resolve = (hop: Hop) => {
      if (!hop.stream) release()
      resolveHop(hop)
    }
    const reject = (err: unknown) => {
      release()
      rejectHop(err)
    }
    const outgoing = client.request(
      url,
      {
        method: req.method,
        headers: { 'user-agent': policy.userAgent ?? DEFAULT_USER_AGENT, 'accept-encoding': 'identity', ...req.headers },
        lookup: pinnedLookup(target.address, target.family),
        agent: req.agents ? (url.protocol === 'https:' ? req.agents.https : req.agents.http) : false,
      },
      (res) => {
        if (streamFinal && isFinal(res.statusCode ?? 0, res.headers.location)) {
          // Its reader reports errors; until it starts, one must not go unheard (an unheard 'error' ends the process).
          res.on('error', () => undefined)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0), truncated: false, stream: res })
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        let truncated = false
        res.on('data', (chunk: Buffer) => {
          if (truncated) return
          size += chunk.length
          if (size > maxBytes) {
            if (req.onTooLarge !== 'truncate') {
              res.destroy()
              reject(new OutboundRefused('too_large', `The response is larger than ${maxBytes} bytes`, url.href))
              return
            }
            chunks.push(chunk.subarray(0, chunk.length - (size - maxBytes)))
            truncated = true
            res.destroy()
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), truncated })
            return
          }
          chunks.push(chunk)
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), truncated }))
        res.on('error', (err) => reject(signal.aborted ? new OutboundRefused('timeout', 'No answer within the time limit', url.href) : new OutboundRefused('network', err.message, url.href)))
      },
    )
    outgoing.on('error', (err) => {
      if (signal.aborted) reject(new OutboundRefused('timeout', `No answer within the time limit`, url.href))
      else reject(new OutboundRefused('network', err.message, url.href))
    })
    signal.addEventListener('abort', onAbort, { once: true })
    if (signal.aborted) onAbort()
    outgoing.end(req.body)
  })
}

export async function guardedFetch(input: string | URL, request: GuardedRequest = {}, policy: OutboundPolicy = {}): Promise<GuardedResponse> {
  const limit = timeLimit(request, policy)
  try {
    const { url, hop, redirects } = await exchange(input, request, policy, false, limit)
    return { url: url.href, status: hop.status, headers: hop.headers, body: hop.body, truncated: hop.truncated, redirects, text: () => hop.body.toString('utf8') }
  } finally {
    limit.done()
  }
}

/**
 * The exchange's time limit joined to the caller's signal, as one timer and one controller: AbortSignal.timeout and
 * AbortSignal.any cost tens of microseconds each on Node 20, a good part of a kept-alive POST's own cost. `done()`
 * stops the timer and lets go of the caller's signal once the answer is read (a stream's once its body is read or
 * cancelled: the limit runs on over the body).
 */
function timeLimit(request: GuardedRequest, policy: OutboundPolicy) {
  const controller = new AbortController()
  const abort = () => controller.abort()
  const timer = setTimeout(abort, policy.timeoutMs ?? defaults.timeoutMs)
  timer.unref()
  if (request.signal?.aborted) abort()
  else request.signal?.addEventListener('abort', abort, { once: true })
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', abort)
    },
  }
}

export type GuardedStreamResponse = Omit<GuardedResponse, 'body' | 'truncated' | 'text'> & {
  /**
   * The body as it arrives, under the same limits as a whole one: past maxBytes it throws `too_large` (or ends, with
   * onTooLarge 'truncate'), past the exchange's time limit `timeout`, on a broken connection `network`. Leaving the
   * loop early (break, return, a throw) closes the connection.
   */
  body: AsyncIterable<Buffer>
  /** Closes the connection without reading the rest. */
  cancel(): void
}

/**
 * guardedFetch for answers read as they arrive (a model's server-sent events): the same address checks, pinned
 * connections, re-checked redirects (their bodies read whole, within the limit), size and time limits; only the last
 * answer's body is handed over unread.
 */
export async function guardedStream(input: string | URL, request: GuardedRequest = {}, policy: OutboundPolicy = {}): Promise<GuardedStreamResponse> {
  const limit = timeLimit(request, policy)
  let exchanged: Awaited<ReturnType<typeof exchange>>
  try {
    exchanged = await exchange(input, request, policy, true, limit)
  } catch (err) {
    limit.done()
    throw err
  }
  const { url, hop, redirects, signal } = exchanged
  const res = hop.stream!
  const maxBytes = policy.maxBytes ?? defaults.maxBytes
  async function* body(): AsyncGenerator<Buffer> {
    let size = 0
    try {
      for await (const chunk of res as AsyncIterable<Buffer>) {
        size += chunk.length
        if (size > maxBytes) {
          if (request.onTooLarge !== 'truncate') throw new OutboundRefused('too_large', `The response is larger than ${maxBytes} bytes`, url.href)
          yield chunk.subarray(0, chunk.length - (size - maxBytes))
          return
        }
        yield chunk
      }
    } catch (err) {
      if (err instanceof OutboundRefused) throw err
      throw signal.aborted ? new OutboundRefused('timeout', 'No answer within the time limit', url.href) : new OutboundRefused('network', (err as Error).message, url.href)
    } finally {
      if (!res.complete) res.destroy()
      limit.done()
    }
  }
  const cancel = () => {
    res.destroy()
    limit.done()
  }
  return { url: url.href, status: hop.status, headers: hop.headers, redirects, body: body(), cancel }
}

/** The exchange up to its last answer: each hop's address resolved and checked, redirects followed by hand. */
async function exchange(input: string | URL, request: GuardedRequest, policy: OutboundPolicy, streamFinal: boolean, limit = timeLimit(request, policy)): Promise<{ url: URL; hop: Hop; redirects: string[]; signal: AbortSignal }> {
  const signal = limit.signal
  const maxRedirects = policy.maxRedirects ?? defaults.maxRedirects
  const redirects: string[] = []
  let url = parseUrl(input)
  let method = (request.method ?? 'GET').toUpperCase()
  let body = request.body
  let headers = { ...request.headers }
  for (;;) {
    if (signal.aborted) throw new OutboundRefused('timeout', 'No answer within the time limit', url.href)
    const target = await resolveChecked(url, policy, request.agents)
    const hop = await requestOnce(url, target, { ...request, method, body, headers }, policy, signal, policy.maxBytes ?? defaults.maxBytes, streamFinal)
    const location = hop.headers.location
    if (isFinal(hop.status, location)) return { url, hop, redirects, signal }
    if (redirects.length >= maxRedirects) throw new OutboundRefused('too_many_redirects', `More than ${maxRedirects} redirects`, url.href)
    const next = parseUrl(new URL(location!, url).href)
    if (request.followRedirect && !request.followRedirect(url, next)) throw new OutboundRefused('redirect_refused', `Not following the redirect to ${next.href}`, url.href)
    if (next.host !== url.host) headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !['authorization', 'cookie', 'authorization-token'].includes(k.toLowerCase())))
    if (hop.status === 303 || ((hop.status === 301 || hop.status === 302) && method === 'POST')) {
      method = 'GET'
      body = undefined
    }
    redirects.push(next.href)
    url = next
  }
}
