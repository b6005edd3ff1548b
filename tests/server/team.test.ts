import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountMembers, mailOutbox, sessions, teamInvitations, users } from '../../src/server/db/schema'
import { sha256Hex } from '../../src/server/security/tokens'
import { startTestServer, uniqueEmail, type TestServer } from './harness'
import { createList, signedInAccount } from './lead-seed'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
}, 60_000)
afterAll(async () => {
  await s?.close()
})

const call = (method: string, path: string, token?: string, body?: unknown) => s.request(method, path, { token, body })
const slugs = (me: { body: { modules: { slug: string }[] } }) => me.body.modules.map((m) => m.slug).sort()

/** The token in the newest invitation mailed to `to`. */
async function mailedToken(to: string): Promise<string> {
  const [mail] = await s.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1)
  const token = mail?.text.match(/\/accept-invitation\?token=([A-Za-z0-9_%-]+)/)?.[1]
  if (!token) throw new Error(`No invitation link mailed to ${to}`)
  return decodeURIComponent(token)
}

async function invite(ownerToken: string, modules: string[], email = uniqueEmail('member')) {
  const res = await call('POST', '/api/team/members', ownerToken, { email, modules })
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { email, id: res.body.member.id as number, token: await mailedToken(email) }
}

/** An invitee who is new to the console accepts and gets a session acting as the owner's account. */
async function acceptAsNew(token: string) {
  const res = await call('POST', '/api/team/invitations/accept', undefined, { token, first_name: 'Grace', last_name: 'Hopper', password: 'member-pass' })
  if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.authorisation.token as string
}

describe('inviting a team member', () => {
  it('mails a link whose token is stored only as a hash, with an expiry, and lists the invitation as pending', async () => {
    const owner = await signedInAccount(s, 'owner')
    const email = uniqueEmail('Invitee').toUpperCase()
    const res = await call('POST', '/api/team/members', owner.token, { email: ` ${email} `, modules: ['leads'] })
    expect(res.status).toBe(201)
    const lower = email.toLowerCase()
    expect(res.body).toMatchObject({ message: `Invitation sent to ${lower}.`, member: { email: lower, status: 'pending', modules: ['leads'], joined_at: null } })
    const token = await mailedToken(lower)
    const [row] = await s.db.select().from(teamInvitations).where(eq(teamInvitations.id, res.body.member.id))
    expect(row.tokenHash).toBe(sha256Hex(token))
    expect(JSON.stringify(row)).not.toContain(token)
    expect(row.expiresAt.getTime() - row.sentAt.getTime()).toBe(7 * 24 * 3600 * 1000)
    const list = await call('GET', '/api/team/members', owner.token)
    expect(list.status).toBe(200)
    expect(list.body.options.modules).toEqual(['ai_suggest', 'leads', 'wallet'])
    expect(list.body.data.map((m: { status: string; email: string }) => [m.status, m.email])).toEqual([
      ['owner', owner.email],
      ['pending', lower],
    ])
    expect(list.body.data[0].id).toBeNull()
  })

  it('refuses an empty access choice, a module the account lacks, a bad address, the owner and a second invitation', async () => {
    const owner = await signedInAccount(s, 'validate')
    const none = await call('POST', '/api/team/members', owner.token, { email: uniqueEmail(), modules: [] })
    expect(none.status).toBe(422)
    expect(none.body.errors.modules).toEqual(['Please select at least one access option.'])
    const admin = await call('POST', '/api/team/members', owner.token, { email: uniqueEmail(), modules: ['admin'] })
    expect(admin.status).toBe(422)
    expect(admin.body.errors.modules).toEqual(['A team member can only be given access this account has.'])
    const bad = await call('POST', '/api/team/members', owner.token, { email: 'not-an-address', modules: ['leads'] })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.email).toBeDefined()
    const self = await call('POST', '/api/team/members', owner.token, { email: owner.email, modules: ['leads'] })
    expect(self.status).toBe(422)
    expect(self.body.errors.email).toEqual(['The owner of the account is always on its team.'])
    const { email } = await invite(owner.token, ['leads'])
    const again = await call('POST', '/api/team/members', owner.token, { email, modules: ['wallet'] })
    expect(again.status).toBe(422)
    expect(again.body.errors.email).toEqual([`${email} is already on this team.`])
    expect(await s.db.select().from(teamInvitations).where(eq(teamInvitations.accountId, owner.accountId))).toHaveLength(1)
  })
})

describe('accepting an invitation', () => {
  it('lets a new person set a password; they act on the owner\'s account within the chosen modules only', async () => {
    const owner = await signedInAccount(s, 'new-member-owner')
    const listId = await createList(s, owner.token, 'company', 'Owner list')
    const inv = await invite(owner.token, ['leads'])
    const noPassword = await call('POST', '/api/team/invitations/accept', undefined, { token: inv.token })
    expect(noPassword.status).toBe(422)
    expect(noPassword.body.errors.password).toEqual(['Choose a password to create your login.'])

    const accepted = await call('POST', '/api/team/invitations/accept', undefined, { token: inv.token, first_name: 'Grace', last_name: 'Hopper', password: 'member-pass' })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ account_id: owner.accountId, user: { email: inv.email, account: { id: owner.accountId, access: 'member' } } })
    const token = accepted.body.authorisation.token as string
    const me = await call('GET', '/api/me', token)
    expect(me.body.account.id).toBe(owner.accountId)
    expect(slugs(me)).toEqual(['leads'])
    const lists = await call('GET', '/api/campaigns', token)
    expect(lists.status).toBe(200)
    expect(JSON.stringify(lists.body)).toContain('Owner list')
    expect((await call('GET', `/api/campaigns/${listId}`, token)).status).toBe(200)
    for (const [path, module] of [['/api/wallet', 'wallet'], ['/api/icp-suggestions', 'ai_suggest']]) {
      const refused = await call('GET', path, token)
      expect(refused.status, path).toBe(403)
      expect(refused.body, path).toMatchObject({ code: 'accounts.module_required', params: { module } })
    }
    const [person] = await s.db.select().from(users).where(eq(users.email, inv.email))
    expect(person.emailVerifiedAt).not.toBeNull()
    expect(await s.db.select().from(accountMembers).where(eq(accountMembers.userId, person.id))).toEqual([
      expect.objectContaining({ accountId: owner.accountId, role: 'member' }),
    ])
    const login = await s.login(inv.email, 'member-pass')
    expect((await call('GET', '/api/me', login)).body.account.id).toBe(owner.accountId)

    const reused = await call('POST', '/api/team/invitations/accept', undefined, { token: inv.token, password: 'member-pass' })
    expect(reused.status).toBe(400)
    expect(reused.body.code).toBe('team.invitation_invalid')
    const list = await call('GET', '/api/team/members', owner.token)
    expect(list.body.data[1]).toMatchObject({ id: inv.id, status: 'active', name: 'Grace Hopper', modules: ['leads'] })
  })

  it('makes an existing login sign in first, refuses another login\'s session, and joins with their own', async () => {
    const owner = await signedInAccount(s, 'existing-owner')
    const existing = await signedInAccount(s, 'existing')
    const other = await signedInAccount(s, 'other')
    const inv = await invite(owner.token, ['leads', 'wallet'], existing.email)
    const anonymous = await call('POST', '/api/team/invitations/accept', undefined, { token: inv.token, password: 'whatever1' })
    expect(anonymous.status).toBe(409)
    expect(anonymous.body.code).toBe('team.sign_in_first')
    const wrong = await call('POST', '/api/team/invitations/accept', other.token, { token: inv.token })
    expect(wrong.status).toBe(403)
    expect(wrong.body).toMatchObject({ code: 'team.other_email', params: { email: existing.email } })
    const joined = await call('POST', '/api/team/invitations/accept', existing.token, { token: inv.token })
    expect(joined.status).toBe(200)
    expect(joined.body).toMatchObject({ account_id: owner.accountId })
    expect(joined.body.authorisation).toBeUndefined()
    const accounts = await call('GET', '/api/accounts', existing.token)
    expect(accounts.body.data.map((a: { id: number; access: string }) => [a.id, a.access]).sort()).toEqual(
      [[existing.accountId, 'owner'], [owner.accountId, 'member']].sort(),
    )
    expect((await call('POST', '/api/accounts/switch', existing.token, { account_id: owner.accountId })).status).toBe(200)
    const me = await call('GET', '/api/me', existing.token)
    expect(slugs(me)).toEqual(['leads', 'wallet'])
    expect((await call('GET', '/api/icp-suggestions', existing.token)).status).toBe(403)
  })

  it('lets one of two concurrent accepts of the same link join, and refuses the other', async () => {
    const owner = await signedInAccount(s, 'race')
    const inv = await invite(owner.token, ['leads'])
    const body = { token: inv.token, first_name: 'Race', last_name: 'Twice', password: 'member-pass' }
    const answers = await Promise.all([0, 1].map(() => call('POST', '/api/team/invitations/accept', undefined, body)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    // The loser finds the link used (400), or, reading it just before the winner committed, the new login (409).
    const loser = answers.find((a) => a.status !== 200)!
    expect([['team.invitation_invalid', 400], ['team.sign_in_first', 409]]).toContainEqual([loser.body.code, loser.status])
    expect(await s.db.select().from(users).where(eq(users.email, inv.email))).toHaveLength(1)
    expect(await s.db.select().from(accountMembers).where(eq(accountMembers.accountId, owner.accountId))).toHaveLength(2)
  })

  it('accepts the current terms with the invitation when the new person ticks the agreement, else asks for them later', async () => {
    const owner = await signedInAccount(s, 'terms')
    const ticked = await invite(owner.token, ['leads'])
    const agreed = await call('POST', '/api/team/invitations/accept', undefined, { token: ticked.token, first_name: 'Grace', last_name: 'Hopper', password: 'member-pass', terms: true })
    expect(agreed.status).toBe(200)
    expect((await call('GET', '/api/me', agreed.body.authorisation.token)).body).toMatchObject({ terms_required: false, terms_version: 1 })
    const unticked = await invite(owner.token, ['leads'])
    const later = await acceptAsNew(unticked.token)
    expect((await call('GET', '/api/me', later)).body).toMatchObject({ terms_required: true, terms_version: null })
  })

  it('refuses an unknown, an expired and a replaced link', async () => {
    const owner = await signedInAccount(s, 'links')
    expect((await call('POST', '/api/team/invitations/accept', undefined, { token: 'nope', password: 'secret-pass' })).body.code).toBe('team.invitation_invalid')
    const first = await invite(owner.token, ['leads'])
    s.clock.advance(60_000)
    const resent = await call('POST', `/api/team/members/${first.id}/resend`, owner.token)
    expect(resent.status).toBe(200)
    expect(resent.body.message).toBe(`Invitation sent again to ${first.email}.`)
    const second = await mailedToken(first.email)
    expect(second).not.toBe(first.token)
    expect((await call('POST', '/api/team/invitations/accept', undefined, { token: first.token, password: 'secret-pass' })).status).toBe(400)

    s.clock.advance(7 * 24 * 3600 * 1000 + 1000)
    try {
      const late = await call('POST', '/api/team/invitations/accept', undefined, { token: second, password: 'secret-pass' })
      expect(late.status).toBe(400)
      expect(late.body.code).toBe('team.invitation_invalid')
    } finally {
      s.clock.advance(-(7 * 24 * 3600 * 1000 + 1000))
    }
  })
})

describe('managing members', () => {
  it('edits a member\'s access, which applies to their next request', async () => {
    const owner = await signedInAccount(s, 'edit')
    const inv = await invite(owner.token, ['leads'])
    const member = await acceptAsNew(inv.token)
    expect((await call('GET', '/api/wallet', member)).status).toBe(403)
    const empty = await call('PUT', `/api/team/members/${inv.id}`, owner.token, { modules: [] })
    expect(empty.status).toBe(422)
    expect(empty.body.errors.modules).toEqual(['Please select at least one access option.'])
    const saved = await call('PUT', `/api/team/members/${inv.id}`, owner.token, { modules: ['wallet'] })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ message: `Access of ${inv.email} saved.`, member: { modules: ['wallet'], status: 'active' } })
    expect((await call('GET', '/api/wallet', member)).status).toBe(200)
    expect((await call('GET', '/api/campaigns', member)).status).toBe(403)
    expect(slugs(await call('GET', '/api/me', member))).toEqual(['wallet'])
  })

  it('removes a member: their sessions on the account stop at once, their sessions elsewhere go on', async () => {
    const owner = await signedInAccount(s, 'remove')
    const existing = await signedInAccount(s, 'removed')
    const inv = await invite(owner.token, ['leads'], existing.email)
    expect((await call('POST', '/api/team/invitations/accept', existing.token, { token: inv.token })).status).toBe(200)
    const inOwners = await s.login(existing.email, existing.password)
    expect((await call('POST', '/api/accounts/switch', inOwners, { account_id: owner.accountId })).status).toBe(200)
    expect((await call('GET', '/api/campaigns', inOwners)).status).toBe(200)

    const removed = await call('DELETE', `/api/team/members/${inv.id}`, owner.token)
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe(`${existing.email} was removed from the team.`)
    const after = await call('GET', '/api/campaigns', inOwners)
    expect(after.status).toBe(401)
    const [person] = await s.db.select().from(users).where(eq(users.email, existing.email))
    const revoked = await s.db.select().from(sessions).where(and(eq(sessions.userId, person.id), eq(sessions.accountId, owner.accountId)))
    expect(revoked.length).toBeGreaterThan(0)
    expect(revoked.every((r) => r.revokedAt !== null)).toBe(true)
    expect((await call('GET', '/api/me', existing.token)).status).toBe(200)
    expect(await s.db.select().from(accountMembers).where(and(eq(accountMembers.accountId, owner.accountId), eq(accountMembers.userId, person.id)))).toEqual([])
    expect((await call('GET', '/api/team/members', owner.token)).body.data).toHaveLength(1)
  })

  it('never removes the owner, and lets only the owner manage the team', async () => {
    const owner = await signedInAccount(s, 'keep-owner')
    const [ownerRow] = await s.db.select().from(users).where(eq(users.email, owner.email))
    // A record pointing at the owner cannot come from the API (the owner cannot be invited): write one to prove the guard.
    const [forged] = await s.db
      .insert(teamInvitations)
      .values({ accountId: owner.accountId, email: owner.email, modules: ['leads'], expiresAt: new Date(), userId: ownerRow.id, acceptedAt: new Date() })
      .returning()
    const refused = await call('DELETE', `/api/team/members/${forged.id}`, owner.token)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'team.owner_not_removable', message: 'The owner of the account cannot be removed.' })
    expect(await s.db.select().from(accountMembers).where(and(eq(accountMembers.accountId, owner.accountId), eq(accountMembers.role, 'owner')))).toHaveLength(1)
    await s.db.delete(teamInvitations).where(eq(teamInvitations.id, forged.id))

    const inv = await invite(owner.token, ['leads', 'wallet'])
    const member = await acceptAsNew(inv.token)
    for (const [method, path, body] of [
      ['GET', '/api/team/members'],
      ['POST', '/api/team/members', { email: uniqueEmail(), modules: ['leads'] }],
      ['PUT', `/api/team/members/${inv.id}`, { modules: ['leads'] }],
      ['DELETE', `/api/team/members/${inv.id}`],
      ['POST', `/api/team/members/${inv.id}/resend`],
    ] as const) {
      const res = await call(method, path, member, body)
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body.code, `${method} ${path}`).toBe('team.owner_only')
    }
  })

  it('never shows or touches another account\'s members', async () => {
    const a = await signedInAccount(s, 'tenant-a')
    const b = await signedInAccount(s, 'tenant-b')
    const inv = await invite(a.token, ['leads'])
    const list = await call('GET', '/api/team/members', b.token)
    expect(list.body.data.map((m: { email: string }) => m.email)).toEqual([b.email])
    for (const [method, path, body] of [
      ['PUT', `/api/team/members/${inv.id}`, { modules: ['leads'] }],
      ['DELETE', `/api/team/members/${inv.id}`],
      ['POST', `/api/team/members/${inv.id}/resend`],
    ] as const) {
      const res = await call(method, path, b.token, body)
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.body.code).toBe('team.not_found')
    }
    expect(await s.db.select().from(teamInvitations).where(eq(teamInvitations.id, inv.id))).toHaveLength(1)
  })

  it('sends an invitation again once a minute at most, and two resends at once mail it once', async () => {
    const owner = await signedInAccount(s, 'countdown')
    const inv = await invite(owner.token, ['leads'])
    const early = await call('POST', `/api/team/members/${inv.id}/resend`, owner.token)
    expect(early.status).toBe(429)
    expect(early.body).toMatchObject({ code: 'auth.resend_wait', params: { seconds: 60 }, retry_after: 60 })
    expect(await s.db.select().from(mailOutbox).where(eq(mailOutbox.to, inv.email))).toHaveLength(1)
    s.clock.advance(45_000)
    expect((await call('POST', `/api/team/members/${inv.id}/resend`, owner.token)).body.retry_after).toBe(15)
    s.clock.advance(15_000)
    const both = await Promise.all([1, 2].map(() => call('POST', `/api/team/members/${inv.id}/resend`, owner.token)))
    expect(both.map((r) => r.status).sort()).toEqual([200, 429])
    expect(await s.db.select().from(mailOutbox).where(eq(mailOutbox.to, inv.email))).toHaveLength(2)
  })

  it('sends again only a pending invitation', async () => {
    const owner = await signedInAccount(s, 'resend')
    const inv = await invite(owner.token, ['leads'])
    await acceptAsNew(inv.token)
    const res = await call('POST', `/api/team/members/${inv.id}/resend`, owner.token)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('team.already_joined')
  })
})
