import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/server/db/schema'
import { ADMIN, startTestServer, type TestServer } from './harness'

let s: TestServer
let admin: string
beforeAll(async () => {
  s = await startTestServer()
  admin = await s.login(ADMIN.email, ADMIN.password)
}, 60_000)
afterAll(async () => {
  await s?.close()
})

const call = (method: string, path: string, body?: unknown, token: string | null = admin) => s.request(method, path, { token: token ?? undefined, ...(body === undefined ? {} : { body }) })
const history = async (entity: string, id: number) => (await call('GET', `/api/admin/audit?entity=${entity}&entity_id=${id}`)).body.data

const referral = (code: string, extra: Record<string, unknown> = {}) => ({ kind: 'referral', name: `Partner ${code}`, email: 'p@example.com', website: 'https://partner.example', referral_code: code, commission_percent: 12.5, ...extra })

describe('partners and referral partners', () => {
  it('creates, lists, edits and deletes a partner, each change audited', async () => {
    const created = await call('POST', '/api/admin/partners', referral('ACME-1', { notes: 'Met at a fair.' }))
    expect(created.status).toBe(201)
    const id = created.body.data.id
    expect(created.body.data).toMatchObject({ kind: 'referral', referral_code: 'ACME-1', commission_percent: 12.5, active: true, referred_users: 0 })
    expect((await call('GET', '/api/admin/partners?kind=referral')).body.data.map((p: { id: number }) => p.id)).toContain(id)
    expect((await call('GET', '/api/admin/partners?kind=partner')).body.data.map((p: { id: number }) => p.id)).not.toContain(id)

    const saved = await call('PUT', `/api/admin/partners/${id}`, referral('ACME-1', { active: false, commission_percent: null }))
    expect(saved.body.data).toMatchObject({ active: false, commission_percent: null })
    expect((await call('DELETE', `/api/admin/partners/${id}`)).status).toBe(200)
    expect((await call('GET', `/api/admin/partners/${id}`)).status).toBe(404)

    const entries = await history('partner', id)
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['partner.delete', 'partner.update', 'partner.create'])
    expect(entries[1]).toMatchObject({ before: { active: true, commission_percent: 12.5 }, after: { active: false, commission_percent: null } })
  })

  it('names the bad fields with a 422: code characters, a referral partner without a code, e-mail, website, commission', async () => {
    const chars = await call('POST', '/api/admin/partners', referral('no spaces!'))
    expect(chars.status).toBe(422)
    expect(chars.body.errors.referral_code).toEqual(['Letters, numbers and hyphens only.'])
    const noCode = await call('POST', '/api/admin/partners', { kind: 'referral', name: 'Codeless' })
    expect(noCode.status).toBe(422)
    expect(noCode.body.field_codes.referral_code[0].code).toBe('content.referral_code_required')
    const fields = await call('POST', '/api/admin/partners', { kind: 'partner', name: 'X', email: 'nope', website: 'ftp://x', commission_percent: 120 })
    expect(fields.status).toBe(422)
    expect(Object.keys(fields.body.field_codes).sort()).toEqual(['commission_percent', 'email', 'website'])
    expect((await call('POST', '/api/admin/partners', { kind: 'partner', name: 'Plain, no code' })).status).toBe(201)
  })

  it('refuses a referral code another partner holds, whatever its case', async () => {
    await call('POST', '/api/admin/partners', referral('Twin-Code'))
    const twin = await call('POST', '/api/admin/partners', referral('twin-code'))
    expect(twin.status).toBe(422)
    expect(twin.body.field_codes.referral_code[0].code).toBe('content.referral_code_taken')
  })

  it('counts the users a code referred, carries a new code to them, and refuses with 409 to delete the partner', async () => {
    const partner = (await call('POST', '/api/admin/partners', referral('REF-OLD'))).body.data
    const user = await s.signedInUser('referred')
    await s.db.update(users).set({ referralPartner: 'ref-old' }).where(eq(users.email, user.email))
    expect((await call('GET', `/api/admin/partners/${partner.id}`)).body.referred_users).toBe(1)

    const renamed = await call('PUT', `/api/admin/partners/${partner.id}`, referral('REF-NEW'))
    expect(renamed.body.data.referred_users).toBe(1)
    const [row] = await s.db.select({ code: users.referralPartner }).from(users).where(eq(users.email, user.email))
    expect(row.code).toBe('REF-NEW')

    const refused = await call('DELETE', `/api/admin/partners/${partner.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'content.partner_in_use', params: { count: 1 } })
    expect((await history('partner', partner.id)).map((e: { action: string }) => e.action)).toEqual(['partner.update', 'partner.create'])
  })
})

describe('the history of the default prompts', () => {
  it('audits creating, editing and deleting a default prompt with its text before and after', async () => {
    const created = await call('POST', '/api/admin/default-prompts', { type: 'intent', prompt_type: 'custom', text: 'Ask {{name}}.' })
    expect(created.status).toBe(201)
    const id = created.body.id
    await call('PUT', `/api/admin/default-prompts/${id}`, { text: 'Ask {{name}} twice.' })
    await call('DELETE', `/api/admin/default-prompts/${id}`)
    const entries = await history('prompt', id)
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['prompt.delete', 'prompt.update', 'prompt.create'])
    expect(entries[1]).toMatchObject({ actor: { email: ADMIN.email }, before: { text: 'Ask {{name}}.', type: 'intent' }, after: { text: 'Ask {{name}} twice.' } })
  })
})

describe('who may use the content routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/topics'],
    ['POST', '/api/admin/topics', { title: 'T' }],
    ['PUT', '/api/admin/topics/1', { title: 'T' }],
    ['DELETE', '/api/admin/topics/1'],
    ['GET', '/api/admin/courses'],
    ['POST', '/api/admin/courses', { topic_id: 1, title: 'C' }],
    ['GET', '/api/admin/courses/1'],
    ['PUT', '/api/admin/courses/1', { topic_id: 1, title: 'C' }],
    ['DELETE', '/api/admin/courses/1'],
    ['POST', '/api/admin/courses/1/items', { title: 'P', body: '' }],
    ['PUT', '/api/admin/courses/1/items/1', { title: 'P', body: '' }],
    ['DELETE', '/api/admin/courses/1/items/1'],
    ['PUT', '/api/admin/courses/1/order', { item_ids: [1] }],
    ['GET', '/api/admin/partners'],
    ['POST', '/api/admin/partners', { kind: 'partner', name: 'P' }],
    ['GET', '/api/admin/partners/1'],
    ['PUT', '/api/admin/partners/1', { kind: 'partner', name: 'P' }],
    ['DELETE', '/api/admin/partners/1'],
  ]

  it('answers 401 to anonymous callers and 403 to a plain user on every route, changing nothing', async () => {
    const plain = await s.signedInUser('plain-content')
    const before = (await call('GET', '/api/admin/audit')).body.data[0]?.id ?? 0
    for (const [method, path, body] of routes) {
      expect([method, path, (await call(method, path, body, null)).status]).toEqual([method, path, 401])
      expect([method, path, (await call(method, path, body, plain.token)).status]).toEqual([method, path, 403])
    }
    expect((await call('GET', '/api/admin/audit')).body.data[0]?.id ?? 0).toBe(before)
  })
})
