import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { listTypes, modules, planModules, plans, businessSettings, sessions, topics, users, accountModules, verificationCodes } from '../../src/server/db/schema'
import { seedDatabase } from '../../src/server/db/seed'
import { sha256Hex } from '../../src/server/security/tokens'
import { ADMIN, startTestServer, uniqueEmail, type TestServer } from './harness'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(async () => {
  await s?.close()
})

async function counts() {
  const tables = { modules, plans, planModules, businessSettings, listTypes, topics, users, accountModules }
  const out: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) out[name] = (await s.db.select({ n: count() }).from(table))[0].n
  return out
}

describe('stored secrets', () => {
  it('hashes passwords with argon2id at m=19456, t=2, p=1', async () => {
    const { email } = await s.registerConfirmed('argon')
    const [row] = await s.db.select().from(users).where(eq(users.email, email))
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('stores only the sha256 of a session token', async () => {
    const { token } = await s.signedInUser('tokenhash')
    const rows = await s.db.select().from(sessions)
    expect(rows.some((r) => r.tokenHash === sha256Hex(token))).toBe(true)
    expect(rows.some((r) => r.tokenHash === token || r.tokenHash.includes(token))).toBe(false)
  })

  it('stores verification codes hashed', async () => {
    const email = uniqueEmail('codehash')
    await s.request('POST', '/auth/register', { body: { first_name: 'C', last_name: 'H', email, password: 'secret-pass', password_confirmation: 'secret-pass' } })
    const code = await s.mailbox.waitForCode(email)
    const [row] = await s.db.select().from(verificationCodes).where(eq(verificationCodes.email, email))
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.codeHash).not.toContain(code)
  })

  it('refuses passwords shorter than six characters', async () => {
    const res = await s.request('POST', '/auth/register', { body: { first_name: 'S', last_name: 'P', email: uniqueEmail('short'), password: '12345', password_confirmation: '12345' } })
    expect(res.status).toBe(422)
    expect(res.body.errors.password).toEqual(['The password must be at least 6 characters.'])
  })

  it('signs the chat-widget hash with the app secret, stable per user', async () => {
    const { token } = await s.signedInUser('hash')
    const a = await s.request('GET', '/api/me', { token })
    const b = await s.request('GET', '/api/me', { token })
    expect(a.body.hash).toBe(b.body.hash)
    const { createHmac } = await import('node:crypto')
    expect(a.body.hash).toBe(createHmac('sha256', s.deps.appSecret).update(String(a.body.id)).digest('hex'))
  })
})

describe('seed', () => {
  it('creates the five modules, the default plan, the platform look, list types and topics', async () => {
    const slugs = (await s.db.select().from(modules)).map((m) => m.slug).sort()
    expect(slugs).toEqual(['admin', 'ai_suggest', 'leads', 'wallet', 'whitelabel'])
    const [plan] = await s.db.select().from(plans).where(eq(plans.isDefault, true))
    expect(plan.credits).toBeGreaterThan(0)
    const planSlugs = await s.db.select({ slug: modules.slug }).from(planModules).innerJoin(modules, eq(modules.id, planModules.moduleId)).where(eq(planModules.planId, plan.id))
    expect(planSlugs.map((m) => m.slug).sort()).toEqual(['ai_suggest', 'leads', 'wallet'])
    expect((await s.db.select().from(listTypes)).map((t) => t.name)).toEqual(['industry', 'company', 'people', 'single', 'influencer', 'intent'])
  })

  it('honours ADMIN_EMAIL and ADMIN_PASSWORD: a confirmed super admin with all five modules', async () => {
    const [admin] = await s.db.select().from(users).where(eq(users.email, ADMIN.email))
    expect(admin).toMatchObject({ role: 'super_admin', status: 'active' })
    expect(admin.emailVerifiedAt).not.toBeNull()
    const token = await s.login(ADMIN.email, ADMIN.password)
    const me = await s.request('GET', '/api/me', { token })
    expect(me.body.modules.map((m: { slug: string }) => m.slug).sort()).toEqual(['admin', 'ai_suggest', 'leads', 'wallet', 'whitelabel'])
  })

  it('is idempotent: seeding again changes nothing and reports no new admin', async () => {
    const before = await counts()
    const again = await seedDatabase(s.db, { adminEmail: ADMIN.email, adminPassword: 'another-password' })
    expect(again.generatedAdmin).toBeUndefined()
    expect(await counts()).toEqual(before)
    expect((await s.request('POST', '/auth/login', { body: ADMIN })).status).toBe(200)
  })

  it('survives concurrent seeding', async () => {
    const before = await counts()
    await Promise.all([seedDatabase(s.db, {}), seedDatabase(s.db, {}), seedDatabase(s.db, { adminEmail: ADMIN.email })])
    expect(await counts()).toEqual(before)
  })

  it('generates a password when ADMIN_EMAIL comes without ADMIN_PASSWORD, and reports it once', async () => {
    const email = uniqueEmail('envadmin')
    const first = await seedDatabase(s.db, { adminEmail: email })
    expect(first.generatedAdmin?.email).toBe(email)
    expect(first.generatedAdmin!.password.length).toBeGreaterThanOrEqual(12)
    expect((await s.request('POST', '/auth/login', { body: { email, password: first.generatedAdmin!.password } })).status).toBe(200)
    expect((await seedDatabase(s.db, { adminEmail: email })).generatedAdmin).toBeUndefined()
  })
})
