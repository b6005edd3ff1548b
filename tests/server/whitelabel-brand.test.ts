import { request as httpRequest } from 'node:http'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountMembers, accountModules, accounts, modules, users } from '../../src/server/db/schema'
import { startFakeDns } from './fakes/fake-dns'
import { ADMIN, startTestServer, uniqueEmail, type TestServer } from './harness'
import { signedInAccount } from './lead-seed'

const EDGE = 'edge.console-host.net'
let s: TestServer
let dns: Awaited<ReturnType<typeof startFakeDns>>
type Person = Awaited<ReturnType<typeof signedInAccount>>
let reseller: Person
let rival: Person

async function grantWhitelabel(accountId: number) {
  const [wl] = await s.db.select({ id: modules.id }).from(modules).where(eq(modules.slug, 'whitelabel'))
  await s.db.insert(accountModules).values({ accountId, moduleId: wl.id }).onConflictDoNothing()
}

async function newReseller(label: string) {
  const person = await signedInAccount(s, label)
  await grantWhitelabel(person.accountId)
  return person
}

const look = {
  name: 'Acme Leads',
  content: 'Leads for Acme',
  login_page_bg_color: '#101010',
  sidebar_background_color: '#202020',
  button_color: '#303030',
  secondary_color: '#404040',
  text_color: '#505050',
  heading_color: '#606060',
  script: '<script>window.acme = 1</script>',
  crms: ['ghl'],
  show_training_center: false,
  support_url: 'https://help.acme.example.com',
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082', 'hex')

async function upload(token: string, kind: 'logo' | 'favicon', bytes: Buffer, name = 'image.png') {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)]), name)
  const res = await fetch(`${s.url}/api/wl/business-account/${kind}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.9.9.9' }, body: form })
  return { status: res.status, body: await res.json() }
}

/** A request with its own Host header, as a browser on a reseller's domain sends it. */
function onHost(host: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const url = new URL(s.url)
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: { host, 'content-type': 'application/json', 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 200)}.1` } },
      (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

beforeAll(async () => {
  dns = await startFakeDns()
  s = await startTestServer({ mail: 'outbox', config: { customDomains: { dnsServers: [dns.server], cnameTarget: EDGE } } })
  reseller = await newReseller('reseller')
  rival = await newReseller('rival')
}, 120_000)
afterAll(async () => {
  await s?.close()
  await dns?.close()
})

describe('the business account', () => {
  it('is refused to a user without the white-label module', async () => {
    const plain = await signedInAccount(s, 'plain')
    const res = await s.request('GET', '/api/wl/business-account', { token: plain.token })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('accounts.module_required')
  })

  it('starts from the default brand colours, and saves every field for its reseller only', async () => {
    const empty = await s.request('GET', '/api/wl/business-account', { token: reseller.token })
    expect(empty.body.data).toMatchObject({ complete: false, button_color: '#573BFF', secondary_color: '#01C0F6', text_color: '#202633' })
    const saved = await s.request('PUT', '/api/wl/business-account', { token: reseller.token, body: look })
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe('Business account saved.')
    expect(saved.body.data).toMatchObject({ ...look, complete: true })
    expect((await s.request('GET', '/api/wl/business-account', { token: reseller.token })).body.data).toMatchObject(look)
    expect((await s.request('GET', '/api/wl/business-account', { token: rival.token })).body.data).toMatchObject({ complete: false, name: 'Lead Console' })
  })

  it('answers 422 naming the field for a bad colour, a missing name or a bad support URL', async () => {
    const res = await s.request('PUT', '/api/wl/business-account', { token: rival.token, body: { ...look, name: ' ', button_color: 'red', support_url: 'nope' } })
    expect(res.status).toBe(422)
    expect(res.body.errors.name).toEqual(['Field is required'])
    expect(res.body.errors.button_color).toEqual(['Type is not valid'])
    expect(res.body.errors.support_url).toEqual(['Field must be a valid url'])
    expect((await s.request('GET', '/api/wl/business-account', { token: rival.token })).body.data.complete).toBe(false)
  })

  it('keeps the platform look for the platform, whatever a reseller saves', async () => {
    const res = await s.request('POST', '/api/site-settings', { body: { domain: 'localhost' } })
    expect(res.body).toMatchObject({ name: 'Lead Console', button_color: '#573BFF' })
  })
})

describe('the logo and favicon', () => {
  it('stores an image, serves it to anyone, and shows it on the business account', async () => {
    const up = await upload(reseller.token, 'logo', PNG)
    expect(up.status).toBe(201)
    const url = up.body.data.logo as string
    const image = await fetch(s.url + url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true)
    expect((await s.request('GET', '/api/wl/business-account', { token: reseller.token })).body.data.logo).toBe(url)

    const again = await upload(reseller.token, 'logo', PNG)
    expect(again.body.data.logo).not.toBe(url)
    expect((await fetch(s.url + url)).status).toBe(404)
    const removed = await s.request('DELETE', '/api/wl/business-account/logo', { token: reseller.token })
    expect(removed.status).toBe(200)
    expect((await s.request('GET', '/api/wl/business-account', { token: reseller.token })).body.data.logo).toBeNull()
  })

  it('refuses what is not one of the accepted formats, whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const res = await upload(reseller.token, 'favicon', svg, 'icon.png')
    expect(res.status).toBe(422)
    expect(res.body.errors.file).toEqual(['Accepted image formats: png, jpg, jpeg, gif, webp, ico.'])
  })

  it('refuses an image over 5 MB with the limit in the message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const res = await upload(reseller.token, 'favicon', big)
    expect(res.status).toBe(422)
    expect(res.body.errors.file).toEqual(['Maximum allowed file size is 5mb'])
  })
})

describe('custom domains', () => {
  it('adds a domain from a URL as pending, with the TXT record that proves it', async () => {
    const res = await s.request('POST', '/api/wl/domains', { token: reseller.token, body: { domain: 'https://Portal.Acme-Leads.com/login' } })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ domain: 'portal.acme-leads.com', status: 'pending', txtName: '_leadconsole.portal.acme-leads.com', cnameTarget: EDGE })
    expect(res.body.data.txtValue).toMatch(/^leadconsole-verify=[0-9a-f]{32}$/)
  })

  it.each([
    ['127.0.0.1', 'This URL/domain cannot be used.'],
    ['localhost', 'This URL/domain cannot be used.'],
    ['intranet', 'This URL/domain cannot be used.'],
    ['printer.local', 'This URL/domain cannot be used.'],
    [`shop.${EDGE}`, 'This URL/domain cannot be used.'],
    ['portal.acme-leads.com', 'This URL/domain cannot be used.'],
    ['not a domain!', 'Field must be a valid domain or URL.'],
  ])('refuses %s', async (domain, message) => {
    const res = await s.request('POST', '/api/wl/domains', { token: rival.token, body: { domain } })
    expect(res.status).toBe(422)
    expect(res.body.errors.domain).toEqual([message])
  })

  it('verifies by the TXT record: validating until the record is there, then active; the TLS ask follows', async () => {
    const added = await s.request('POST', '/api/wl/domains', { token: reseller.token, body: { domain: 'app.acme-leads.com' } })
    const id = added.body.data.id as number
    expect((await s.request('GET', '/api/wl/tls-ask?domain=app.acme-leads.com')).status).toBe(404)

    const early = await s.request('POST', `/api/wl/domains/${id}/verify`, { token: reseller.token })
    expect(early.status).toBe(200)
    expect(early.body.data.status).toBe('validating')
    expect(early.body.message).toMatch(/not found yet/)
    expect((await s.request('GET', '/api/wl/tls-ask?domain=app.acme-leads.com')).status).toBe(404)

    dns.set(added.body.data.txtName, 'TXT', 'some-other=record')
    dns.set(added.body.data.txtName, 'TXT', added.body.data.txtValue)
    const done = await s.request('POST', `/api/wl/domains/${id}/verify`, { token: reseller.token })
    expect(done.body.data).toMatchObject({ status: 'active', verifiedBy: 'txt' })
    expect(done.body.message).toBe('Domain verified.')
    expect((await s.request('GET', '/api/wl/tls-ask?domain=APP.acme-leads.com')).status).toBe(200)
    expect((await s.request('GET', '/api/wl/tls-ask?domain=unknown.example.org')).status).toBe(404)
  })

  it('verifies by a CNAME to the platform host', async () => {
    const added = await s.request('POST', '/api/wl/domains', { token: reseller.token, body: { domain: 'crm.acme-leads.com' } })
    dns.set('crm.acme-leads.com', 'CNAME', `${EDGE}.`)
    const done = await s.request('POST', `/api/wl/domains/${added.body.data.id}/verify`, { token: reseller.token })
    expect(done.body.data).toMatchObject({ status: 'active', verifiedBy: 'cname' })
  })

  it("hides one reseller's domains from another", async () => {
    const mine = (await s.request('GET', '/api/wl/domains', { token: reseller.token })).body.data as { id: number }[]
    expect(mine.length).toBeGreaterThan(0)
    expect((await s.request('GET', '/api/wl/domains', { token: rival.token })).body.data).toEqual([])
    expect((await s.request('POST', `/api/wl/domains/${mine[0].id}/verify`, { token: rival.token })).status).toBe(404)
    expect((await s.request('DELETE', `/api/wl/domains/${mine[0].id}`, { token: rival.token })).status).toBe(404)
    expect((await s.request('GET', '/api/wl/domains', { token: reseller.token })).body.data).toHaveLength(mine.length)
  })

  it('removes a domain, and its certificate is no longer asked for', async () => {
    const added = await s.request('POST', '/api/wl/domains', { token: reseller.token, body: { domain: 'old.acme-leads.com' } })
    dns.set('_leadconsole.old.acme-leads.com', 'TXT', added.body.data.txtValue)
    await s.request('POST', `/api/wl/domains/${added.body.data.id}/verify`, { token: reseller.token })
    expect((await s.request('GET', '/api/wl/tls-ask?domain=old.acme-leads.com')).status).toBe(200)
    expect((await s.request('DELETE', `/api/wl/domains/${added.body.data.id}`, { token: reseller.token })).status).toBe(200)
    expect((await s.request('GET', '/api/wl/tls-ask?domain=old.acme-leads.com')).status).toBe(404)
  })
})

describe('the tenant of a host', () => {
  it("shows the reseller's look on its verified domain, without the script; an unverified one shows the platform's", async () => {
    const own = await s.request('POST', '/api/site-settings', { body: { domain: 'app.acme-leads.com' } })
    expect(own.body).toMatchObject({ name: 'Acme Leads', button_color: '#303030', script: null })
    const pending = await s.request('POST', '/api/site-settings', { body: { domain: 'portal.acme-leads.com' } })
    expect(pending.body.name).toBe('Lead Console')
  })

  it("makes a sign-up on the reseller's domain a customer of the reseller, and one elsewhere nobody's", async () => {
    const email = uniqueEmail('customer')
    const form = { first_name: 'Cy', last_name: 'Customer', email, password: 'secret-pass', password_confirmation: 'secret-pass', terms: true }
    expect((await onHost('app.acme-leads.com:443', 'POST', '/auth/register', form)).status).toBe(201)
    const other = uniqueEmail('direct')
    expect((await onHost('portal.acme-leads.com', 'POST', '/auth/register', { ...form, email: other })).status).toBe(201)
    const owned = await s.db
      .select({ email: users.email, resellerId: accounts.resellerId })
      .from(users)
      .innerJoin(accountMembers, and(eq(accountMembers.userId, users.id), eq(accountMembers.role, 'owner')))
      .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
      .where(inArray(users.email, [email, other]))
    const byEmail = Object.fromEntries(owned.map((r) => [r.email, r.resellerId]))
    expect(byEmail[email]).toBe(reseller.accountId)
    expect(byEmail[other]).toBeNull()
  })

  it("gives the reseller's script to its customers only: never to the reseller, another reseller's customer or the admin", async () => {
    const customer = await signedInAccount(s, 'cust')
    await s.db.update(accounts).set({ resellerId: reseller.accountId }).where(eq(accounts.id, customer.accountId))
    const stranger = await signedInAccount(s, 'stranger')
    await s.db.update(accounts).set({ resellerId: rival.accountId }).where(eq(accounts.id, stranger.accountId))
    const admin = await s.login(ADMIN.email, ADMIN.password)
    const script = async (token: string) => (await s.request('GET', '/api/wl/tenant-script', { token })).body.data.script
    expect(await script(customer.token)).toBe(look.script)
    expect(await script(reseller.token)).toBeNull()
    expect(await script(stranger.token)).toBeNull()
    expect(await script(admin)).toBeNull()
    expect((await s.request('GET', '/api/wl/tenant-script')).status).toBe(401)
  })
})
