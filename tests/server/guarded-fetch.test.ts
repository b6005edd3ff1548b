import { getEventListeners } from 'node:events'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedFetch, guardedStream, OutboundRefused, type OutboundPolicy } from '../../src/server/http/guarded-fetch'
import { addressRange, checkAddress } from '../../src/server/http/outbound/address-policy'
import { redirectTargets, ssrfCorpus } from './ssrf-corpus'

/** A loopback canary on every local address: any connection the guard lets through is counted. */
let canary: http.Server
let canaryPort: number
let connections = 0
/** An allowed server on 127.0.0.3 (allow-listed by the tests), which redirects as told. */
let allowed: http.Server
let allowedUrl: string
/** /stream sends its first part, then waits for this gate before the second and the end. */
let streamGate: { open(): void; wait: Promise<void> }
let streamSentLast = false
const newGate = () => {
  let open!: () => void
  const wait = new Promise<void>((resolve) => (open = resolve))
  return { open, wait }
}

function listen(server: http.Server, host: string): Promise<number> {
  return new Promise((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)))
}

beforeAll(async () => {
  canary = http.createServer((_req, res) => res.end('canary'))
  canary.on('connection', () => connections++)
  canaryPort = await listen(canary, '::')
  allowed = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x')
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to')! })
      return res.end()
    }
    if (url.pathname === '/loop') {
      res.writeHead(301, { location: '/loop' })
      return res.end()
    }
    if (url.pathname === '/big') return res.end('x'.repeat(100_000))
    if (url.pathname === '/slow') return setTimeout(() => res.end('late'), 2_000)
    if (url.pathname === '/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('first part;')
      return void streamGate.wait.then(() => {
        streamSentLast = true
        res.end('last part')
      })
    }
    if (url.pathname === '/endless') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      const timer = setInterval(() => res.write('x'.repeat(100)), 5)
      return void res.on('close', () => clearInterval(timer))
    }
    res.setHeader('content-type', 'text/plain')
    res.end(`hello ${req.method} ${req.headers['user-agent']}`)
  })
  allowedUrl = `http://127.0.0.3:${await listen(allowed, '127.0.0.3')}`
})
afterAll(async () => {
  canary.closeAllConnections()
  allowed.closeAllConnections()
  await Promise.all([new Promise((r) => canary.close(r)), new Promise((r) => allowed.close(r))])
})

const testPolicy: OutboundPolicy = { allow: ['127.0.0.3'], allowedPorts: 'any', timeoutMs: 1_000 }

async function refusal(url: string, policy: OutboundPolicy = testPolicy): Promise<OutboundRefused> {
  try {
    await guardedFetch(url, {}, policy)
  } catch (err) {
    if (err instanceof OutboundRefused) return err
    throw err
  }
  throw new Error(`${url} was fetched`)
}

describe('guarded outbound fetch', () => {
  it('refuses every address of the SSRF corpus (private, loopback, link-local, metadata, odd spellings): nothing reaches the canary', async () => {
    const corpus = ssrfCorpus(canaryPort)
    expect(corpus.length).toBeGreaterThanOrEqual(40)
    const refused = await Promise.all(corpus.map(async ({ label, url }) => [label, (await refusal(url)).code]))
    expect(refused).toEqual(corpus.map(({ label }) => [label, expect.stringMatching(/^(address|dns)$/)]))
    for (const url of [`ftp://127.0.0.3:${canaryPort}/`, 'file:///etc/passwd', 'gopher://127.0.0.3/', 'javascript:alert(1)']) {
      expect([url, (await refusal(url)).code]).toEqual([url, expect.stringMatching(/^(scheme|invalid_url)$/)])
    }
    expect(connections).toBe(0)
  })

  it('refuses a redirect from an allowed host to a refused one, with zero canary connections', async () => {
    for (const to of redirectTargets(canaryPort)) {
      const err = await refusal(`${allowedUrl}/redirect?to=${encodeURIComponent(to)}`)
      expect([to, err.code]).toEqual([to, 'address'])
    }
    // A redirect chain that only turns inside on its second hop is refused too.
    const twoHops = `${allowedUrl}/redirect?to=${encodeURIComponent(`/redirect?to=${encodeURIComponent(`http://127.0.0.1:${canaryPort}/`)}`)}`
    expect((await refusal(twoHops)).code).toBe('address')
    expect(connections).toBe(0)
  })

  it('fetches an allowed address and follows a checked redirect', async () => {
    const res = await guardedFetch(`${allowedUrl}/hello`, {}, testPolicy)
    expect(res.status).toBe(200)
    expect(res.text()).toMatch(/^hello GET LeadConsoleBot/)
    const redirected = await guardedFetch(`${allowedUrl}/redirect?to=/hello`, {}, testPolicy)
    expect(redirected.text()).toMatch(/^hello GET/)
    expect(redirected.redirects).toEqual([`${allowedUrl}/hello`])
  })

  it('reuses kept-alive connections when given agents, and still checks every request', async () => {
    const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 1 }), https: new https.Agent({ keepAlive: true }) }
    let opened = 0
    const count = () => opened++
    allowed.on('connection', count)
    try {
      for (let i = 0; i < 3; i++) expect((await guardedFetch(`${allowedUrl}/hello`, { agents }, testPolicy)).status).toBe(200)
      expect(opened).toBe(1)
      const before = connections
      expect((await guardedFetch(`http://127.0.0.1:${canaryPort}/`, { agents }, testPolicy).catch((e) => e)).code).toBe('address')
      expect((await guardedFetch(`${allowedUrl}/redirect?to=${encodeURIComponent(`http://[::1]:${canaryPort}/`)}`, { agents }, testPolicy).catch((e) => e)).code).toBe('address')
      expect(connections).toBe(before)
    } finally {
      allowed.off('connection', count)
      agents.http.destroy()
      agents.https.destroy()
    }
  })

  it('reuses a recent DNS answer for the same agents, but checks it against the policy of every request', async () => {
    const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) }
    const loopback: OutboundPolicy = { allowLoopback: true, allowedPorts: 'any', timeoutMs: 1_000 }
    try {
      const before = connections
      expect((await guardedFetch(`http://localhost:${canaryPort}/`, { agents }, loopback)).text()).toBe('canary')
      expect(connections).toBe(before + 1)
      // The answer for localhost is remembered for these agents: it is still refused where loopback is not allowed.
      expect((await guardedFetch(`http://localhost:${canaryPort}/`, { agents }, testPolicy).catch((e) => e)).code).toBe('address')
      expect(connections).toBe(before + 1)
    } finally {
      agents.http.destroy()
      agents.https.destroy()
    }
  })

  it('allows loopback only when configured', async () => {
    expect((await refusal(`http://127.0.0.1:${canaryPort}/`, { allowedPorts: 'any' })).code).toBe('address')
    const before = connections
    const res = await guardedFetch(`http://127.0.0.1:${canaryPort}/`, {}, { allowLoopback: true, allowedPorts: 'any' })
    expect(res.text()).toBe('canary')
    expect(connections).toBe(before + 1)
    // Loopback allowed is not private allowed.
    expect((await refusal('http://10.0.0.1/', { allowLoopback: true, allowedPorts: 'any' })).code).toBe('address')
  })

  it('refuses ports outside the allowed list, redirect loops, big bodies and slow answers', async () => {
    expect((await refusal(`${allowedUrl}/hello`, { allow: ['127.0.0.3'] })).code).toBe('port')
    expect((await refusal(`${allowedUrl}/loop`)).code).toBe('too_many_redirects')
    expect((await refusal(`${allowedUrl}/big`, { ...testPolicy, maxBytes: 1000 })).code).toBe('too_large')
    const cut = await guardedFetch(`${allowedUrl}/big`, { onTooLarge: 'truncate' }, { ...testPolicy, maxBytes: 1000 })
    expect([cut.body.length, cut.truncated]).toEqual([1000, true])
    expect((await refusal(`${allowedUrl}/slow`, { ...testPolicy, timeoutMs: 200 })).code).toBe('timeout')
    const refusedHop = await guardedFetch(`${allowedUrl}/redirect?to=/hello`, { followRedirect: () => false }, testPolicy).catch((e) => e)
    expect(refusedHop.code).toBe('redirect_refused')
  })

  it('streams an answer as it arrives: the first part is read before the server sends the last', async () => {
    streamGate = newGate()
    streamSentLast = false
    const res = await guardedStream(`${allowedUrl}/redirect?to=/stream`, {}, testPolicy)
    expect([res.status, res.redirects]).toEqual([200, [`${allowedUrl}/stream`]])
    const parts: string[] = []
    for await (const chunk of res.body) {
      parts.push(chunk.toString())
      if (parts.length === 1) {
        expect([parts[0], streamSentLast]).toEqual(['first part;', false])
        streamGate.open()
      }
    }
    expect(parts.join('')).toBe('first part;last part')
  })

  it('holds a stream to the same address checks, size and time limits', async () => {
    // Every refused address of the corpus and a redirect inside: nothing reaches the canary.
    const before = connections
    for (const { url } of ssrfCorpus(canaryPort).slice(0, 12)) expect((await guardedStream(url, {}, testPolicy).catch((e) => e)).code).toMatch(/^(address|dns)$/)
    expect((await guardedStream(`${allowedUrl}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${canaryPort}/`)}`, {}, testPolicy).catch((e) => e)).code).toBe('address')
    expect(connections).toBe(before)
    const read = async (stream: Awaited<ReturnType<typeof guardedStream>>) => {
      let size = 0
      for await (const chunk of stream.body) size += chunk.length
      return size
    }
    // A body past maxBytes fails mid-stream, or ends there with 'truncate'.
    expect((await read(await guardedStream(`${allowedUrl}/endless`, {}, { ...testPolicy, maxBytes: 1_000 })).catch((e) => e)).code).toBe('too_large')
    expect(await read(await guardedStream(`${allowedUrl}/endless`, { onTooLarge: 'truncate' }, { ...testPolicy, maxBytes: 1_000 }))).toBe(1_000)
    // The exchange's time limit covers the body: an answer that never ends times out.
    expect((await read(await guardedStream(`${allowedUrl}/endless`, {}, { ...testPolicy, timeoutMs: 300, maxBytes: 10_000_000 })).catch((e) => e)).code).toBe('timeout')
  })

  it("ends a request when the caller's signal aborts, and lets go of a long-lived signal once each answer is read", async () => {
    const caller = new AbortController()
    for (let i = 0; i < 12; i++) expect((await guardedFetch(`${allowedUrl}/hello`, { signal: caller.signal }, testPolicy)).status).toBe(200)
    let size = 0
    for await (const chunk of (await guardedStream(`${allowedUrl}/big`, { signal: caller.signal }, testPolicy)).body) size += chunk.length
    expect(size).toBe(100_000)
    expect(getEventListeners(caller.signal, 'abort')).toHaveLength(0)
    // Aborted once the server has the request (it would answer in 2 s, within the 5 s limit).
    allowed.once('request', () => caller.abort())
    expect((await guardedFetch(`${allowedUrl}/slow`, { signal: caller.signal }, { ...testPolicy, timeoutMs: 5_000 }).catch((e) => e)).code).toBe('timeout')
  })

  it('classifies addresses in every spelling', () => {
    expect(addressRange('::ffff:192.168.0.1')).toBe('private')
    expect(addressRange('64:ff9b::a00:1')).toBe('private')
    expect(checkAddress('8.8.8.8')).toEqual({ allowed: true })
    expect(checkAddress('2606:4700:4700::1111')).toEqual({ allowed: true })
    expect(checkAddress('::ffff:8.8.8.8')).toEqual({ allowed: true })
    expect(checkAddress('169.254.169.254')).toEqual({ allowed: false, reason: expect.stringContaining('metadata') })
    expect(checkAddress('fd00:ec2::254').allowed).toBe(false)
    expect(checkAddress('2001:db8::1').allowed).toBe(false)
  })
})
