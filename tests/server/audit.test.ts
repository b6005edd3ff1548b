import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, users } from '../../src/server/db/schema'
import { recordAudit } from '../../src/server/modules/audit/record-audit'
import { inTransaction } from '../../src/server/db/transaction'
import { ADMIN, startTestServer, type TestServer } from './harness'

let s: TestServer
let adminToken: string
beforeAll(async () => {
  s = await startTestServer()
  adminToken = await s.login(ADMIN.email, ADMIN.password)
}, 60_000)
afterAll(async () => {
  await s?.close()
})

const actor = { id: 1, email: ADMIN.email }

describe('the audit log', () => {
  it('answers entries newest first, narrowed by entity, record and action, a page at a time', async () => {
    await recordAudit(s.db, { actor, action: 'plan.create', entity: 'plan', entityId: 7, after: { name: 'Pro' } })
    await recordAudit(s.db, { actor, action: 'plan.update', entity: 'plan', entityId: 7, before: { name: 'Pro' }, after: { name: 'Pro+' } })
    await recordAudit(s.db, { actor, action: 'plan.update', entity: 'plan', entityId: 8, before: { price: 1 }, after: { price: 2 } })
    await recordAudit(s.db, { actor: { id: 42, email: 'ada@example.com' }, impersonator: actor, action: 'impersonation.request', entity: 'impersonation', entityId: 9 })

    const forPlan7 = await s.request('GET', '/api/admin/audit?entity=plan&entity_id=7', { token: adminToken })
    expect(forPlan7.status).toBe(200)
    expect(forPlan7.body.data.map((e: { action: string }) => e.action)).toEqual(['plan.update', 'plan.create'])
    expect(forPlan7.body.data[0]).toMatchObject({ entity: 'plan', entity_id: '7', before: { name: 'Pro' }, after: { name: 'Pro+' }, actor, impersonator: null })

    const updates = await s.request('GET', '/api/admin/audit?action=plan.update', { token: adminToken })
    expect(updates.body.data.map((e: { entity_id: string }) => e.entity_id)).toEqual(['8', '7'])

    const both = await s.request('GET', '/api/admin/audit?actor=42', { token: adminToken })
    expect(both.body.data).toHaveLength(1)
    expect(both.body.data[0]).toMatchObject({ actor: { id: 42, email: 'ada@example.com' }, impersonator: actor })

    const first = await s.request('GET', '/api/admin/audit?entity=plan&limit=2', { token: adminToken })
    expect(first.body.data).toHaveLength(2)
    const rest = await s.request('GET', `/api/admin/audit?entity=plan&limit=2&cursor=${first.body.next_cursor}`, { token: adminToken })
    expect(rest.body.data.map((e: { action: string }) => e.action)).toEqual(['plan.create'])
    expect(rest.body.next_cursor).toBeNull()
  })

  it('refuses to rewrite or remove an entry, even from inside the application', async () => {
    await recordAudit(s.db, { actor, action: 'topic.delete', entity: 'topic', entityId: 3, before: { title: 'Old' } })
    const [{ n: before }] = await s.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    await expect(s.db.update(auditLog).set({ action: 'topic.create' }).where(eq(auditLog.action, 'topic.delete'))).rejects.toThrow()
    await expect(s.db.delete(auditLog).where(eq(auditLog.action, 'topic.delete'))).rejects.toThrow()
    await expect(s.db.execute(sql`truncate audit_log`)).rejects.toThrow()
    const [{ n: after }] = await s.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    expect(after).toBe(before)
  })

  it('leaves no entry for a change whose transaction fails', async () => {
    await expect(
      inTransaction(s.db, async (tx) => {
        await recordAudit(tx, { actor, action: 'user.update', entity: 'user', entityId: 'rolled-back' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    const page = await s.request('GET', '/api/admin/audit?entity=user&entity_id=rolled-back', { token: adminToken })
    expect(page.body.data).toEqual([])
  })

  it('is for admins only, and names the field of a bad query', async () => {
    const user = await s.signedInUser('audit-reader')
    expect((await s.request('GET', '/api/admin/audit', { token: user.token })).status).toBe(403)
    expect((await s.request('GET', '/api/admin/audit')).status).toBe(401)
    const bad = await s.request('GET', '/api/admin/audit?entity=spaceship', { token: adminToken })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['entity'])
    const badCursor = await s.request('GET', '/api/admin/audit?cursor=abc', { token: adminToken })
    expect(badCursor.status).toBe(422)
    expect(Object.keys(badCursor.body.errors)).toEqual(['cursor'])
  })
})

describe('the last login', () => {
  it('is written at every sign-in', async () => {
    const user = await s.registerConfirmed('last-login')
    const [fresh] = await s.db.select({ at: users.lastLoginAt }).from(users).where(eq(users.email, user.email))
    s.clock.advance(3_600_000)
    await s.login(user.email, user.password)
    const [after] = await s.db.select({ at: users.lastLoginAt }).from(users).where(eq(users.email, user.email))
    expect(after!.at).not.toBeNull()
    expect(after!.at!.getTime()).toBeGreaterThan(fresh!.at?.getTime() ?? 0)
  })
})
