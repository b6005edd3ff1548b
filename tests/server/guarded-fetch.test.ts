import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedFetch, OutboundRefused, type OutboundPolicy } from '../../src/server/http/guarded-fetch'
import { addressRange, checkAddress } from '../../src/server/http/outbound/address-policy'

/** A loopback canary on every local address: any connection the guard lets through is counted. */
let canary: http.Server
let canaryPort: number
let connections = 0
/** An allowed server on 127.0.0.3 (allow-listed by the tests), which redirects as told. */
let allowed: http.Server
let allowedUrl: string

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
  it('refuses every private, loopback, link-local, metadata and odd spelling, and nothing reaches the canary', async () => {
    const p = canaryPort
    const corpus = [
      `http://127.0.0.1:${p}/`, `http://localhost:${p}/`, `http://[::1]:${p}/`, `http://2130706433:${p}/`, `http://0x7f000001:${p}/`,
      `http://0177.0.0.1:${p}/`, `http://127.1:${p}/`, `http://0x7f.0.0.1:${p}/`, `http://[::ffff:127.0.0.1]:${p}/`, `http://[::ffff:7f00:1]:${p}/`,
      `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`, `http://[::127.0.0.1]:${p}/`, `http://[64:ff9b::127.0.0.1]:${p}/`, `http://[2002:7f00:1::]:${p}/`,
      `http://0.0.0.0:${p}/`, `http://0:${p}/`, `http://[::]:${p}/`, `http://127.0.0.2:${p}/`, `http://127.255.255.254:${p}/`,
      `http://10.0.0.1:${p}/`, `http://172.16.0.1:${p}/`, `http://192.168.1.1:${p}/`, `http://169.254.169.254/latest/meta-data/`,
      `http://[fd00:ec2::254]/latest/meta-data/`, `http://100.64.0.1:${p}/`, `http://100.100.100.200/`, `http://224.0.0.1:${p}/`,
      `http://255.255.255.255:${p}/`, `http://[fe80::1]:${p}/`, `http://[fc00::1]:${p}/`, `http://[ff02::1]:${p}/`, `http://198.18.0.1:${p}/`,
      `http://[::ffff:10.0.0.1]:${p}/`, `http://[::ffff:169.254.169.254]/`, `http://[::ffff:a9fe:a9fe]/`, `http://0251.0376.0251.0376/`,
      `http://2852039166/`, `http://LOCALHOST.:${p}/`, `http://foo.localhost:${p}/`,
    ]
    for (const url of corpus) {
      const err = await refusal(url)
      expect([url, err.code]).toEqual([url, expect.stringMatching(/^(address|dns)$/)])
    }
    for (const url of [`ftp://127.0.0.3:${p}/`, 'file:///etc/passwd', 'gopher://127.0.0.3/', 'javascript:alert(1)']) {
      expect([url, (await refusal(url)).code]).toEqual([url, expect.stringMatching(/^(scheme|invalid_url)$/)])
    }
    expect(corpus.length).toBeGreaterThanOrEqual(20)
    expect(connections).toBe(0)
  })

  it('refuses a redirect from an allowed host to a refused one, with zero canary connections', async () => {
    for (const to of [`http://127.0.0.1:${canaryPort}/`, `http://[::1]:${canaryPort}/`, `http://localhost:${canaryPort}/`, `http://169.254.169.254/`]) {
      const err = await refusal(`${allowedUrl}/redirect?to=${encodeURIComponent(to)}`)
      expect([to, err.code]).toEqual([to, 'address'])
    }
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
