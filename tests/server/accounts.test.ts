import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountMemberModules, accountMembers, accounts, leadJobs, modules, plans } from '../../src/server/db/schema'
import { GROOVE_API_KEY } from './fakes/fake-groove'
import { loopbackPolicy, startCrmFakes, type CrmFakes } from './fakes/fake-crm-suite'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let fakes: CrmFakes
beforeAll(async () => {
  fakes = await startCrmFakes()
  s = await startTestServer({ mail: 'outbox', config: { crm: fakes.crm, outbound: loopbackPolicy, leadJobRetrySeconds: 0 } })
}, 60_000)
afterAll(async () => {
  await s?.close()
  await fakes?.close()
})

const get = (token: string, path: string) => s.request('GET', path, { token })
const post = (token: string, path: string, body: unknown = {}) => s.request('POST', path, { token, body })
const slugs = (list: { slug: string }[]) => list.map((m) => m.slug).sort()

/** A signed-in owner of an account on the default plan (3 related accounts allowed), with its plan's id. */
async function owner(label: string) {
  const user = await signedInAccount(s, label)
  const me = await get(user.token, '/api/me')
  return { ...user, userId: me.body.id as number, planId: me.body.account.plan.id as number }
}

async function createChild(token: string, body: Record<string, unknown>) {
  return post(token, '/api/accounts/children', body)
}

describe('the accounts a user acts as', () => {
  it('starts in an account of their own, as its owner, with its modules; /api/me says which', async () => {
    const a = await owner('own')
    const list = await get(a.token, '/api/accounts')
    expect(list.status).toBe(200)
    expect(list.body.current_account_id).toBe(a.accountId)
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0]).toMatchObject({ id: a.accountId, role: 'user', access: 'owner', is_child: false, status: 'active', current: true, plan: { name: 'Starter' } })
    expect(slugs(list.body.data[0].modules)).toEqual(['ai_suggest', 'leads', 'wallet'])
    const me = await get(a.token, '/api/me')
    expect(me.body).toMatchObject({ role: 'user', is_child: false, parent_id: null, account: { id: a.accountId, current: true } })
    expect(a.accountId).not.toBe(a.userId)
  })
})

describe('related (child) accounts', () => {
  it('creates a child within the plan\'s limit, with the chosen access options and the parent\'s plan', async () => {
    const a = await owner('parent')
    const created = await createChild(a.token, { name: '  Berlin office ', modules: ['leads'], plan_id: a.planId })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ message: 'Related account Berlin office created.', account: { name: 'Berlin office', status: 'active', plan: { id: a.planId }, modules: ['leads'] } })
    const [row] = await s.db.select().from(accounts).where(eq(accounts.id, created.body.account.id))
    expect(row).toMatchObject({ parentId: a.accountId, planId: a.planId, kind: 'standard' })
    const children = await get(a.token, '/api/accounts/children')
    expect(children.body).toMatchObject({ limit: { allowed: true, max: 3, used: 1 }, options: { modules: ['ai_suggest', 'leads', 'wallet'], plans: [{ id: a.planId, name: 'Starter' }] } })
    expect(children.body.data.map((c: { name: string }) => c.name)).toEqual(['Berlin office'])
    const mine = await get(a.token, '/api/accounts')
    expect(mine.body.data.map((x: { name: string; access: string; role: string }) => [x.access, x.role])).toEqual([
      ['owner', 'user'],
      ['parent', 'related'],
    ])
  })

  it('refuses a child over the limit, and creates exactly the limit when requests race', async () => {
    const a = await owner('limit')
    for (const name of ['One', 'Two', 'Three']) expect((await createChild(a.token, { name, modules: ['leads'] })).status).toBe(201)
    const over = await createChild(a.token, { name: 'Four', modules: ['leads'] })
    expect(over.status).toBe(403)
    expect(over.body).toMatchObject({ code: 'accounts.child_limit_reached', params: { count: 3 }, message: 'Your plan allows 3 related accounts.' })

    const b = await owner('race')
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => createChild(b.token, { name: `Racer ${i}`, modules: ['leads'] })))
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3)
    expect(answers.filter((r) => r.status === 403).every((r) => r.body.code === 'accounts.child_limit_reached')).toBe(true)
    expect(await s.db.select().from(accounts).where(eq(accounts.parentId, b.accountId))).toHaveLength(3)
  })

  it('refuses related accounts on a plan that does not allow them', async () => {
    const a = await owner('no-kids')
    const [plan] = await s.db.insert(plans).values({ name: `Solo ${a.accountId}`, credits: 10 }).returning()
    await s.db.update(accounts).set({ planId: plan.id }).where(eq(accounts.id, a.accountId))
    const refused = await createChild(a.token, { name: 'Nope', modules: ['leads'] })
    expect(refused).toMatchObject({ status: 403, body: { code: 'accounts.children_not_allowed' } })
    expect((await get(a.token, '/api/accounts/children')).body.limit).toEqual({ allowed: false, max: 0, used: 0 })
  })

  it('validates the name, the access options and the plan with the validation messages, writing nothing', async () => {
    const a = await owner('validate')
    const none = await createChild(a.token, { name: 'X', modules: [] })
    expect(none.status).toBe(422)
    expect(none.body.errors.modules).toEqual(['Please select at least one access option.'])
    expect((await createChild(a.token, { modules: ['leads'] })).body.errors.name).toEqual(['Field is required'])
    const admin = await createChild(a.token, { name: 'X', modules: ['admin'] })
    expect(admin.body).toMatchObject({ code: 'accounts.module_not_held', errors: { modules: ['A related account can only be given access this account has.'] } })
    const [other] = await s.db.insert(plans).values({ name: `Other ${a.accountId}` }).returning()
    expect((await createChild(a.token, { name: 'X', modules: ['leads'], plan_id: other.id })).body.code).toBe('accounts.plan_not_offered')
    expect((await createChild(a.token, { name: 'X', modules: ['nope'] })).status).toBe(422)
    expect(await s.db.select().from(accounts).where(eq(accounts.parentId, a.accountId))).toEqual([])
  })

  it('switches into a child and back with the same token: each sees only its own lists', async () => {
    const a = await owner('switch')
    const parentList = await createList(s, a.token, 'industry', 'Parent list')
    const child = (await createChild(a.token, { name: 'Lyon', modules: ['leads', 'wallet'], plan_id: a.planId })).body.account
    const into = await post(a.token, '/api/accounts/switch', { account_id: child.id })
    expect(into.status).toBe(200)
    expect(into.body).toMatchObject({ message: 'You are now acting as Lyon.', user: { role: 'related', is_child: true, parent_id: a.accountId, account: { id: child.id, parent_name: expect.any(String), access: 'parent' } } })
    expect(slugs(into.body.user.modules)).toEqual(['leads', 'wallet'])
    expect((await get(a.token, '/api/me')).body.account.id).toBe(child.id)
    expect((await get(a.token, '/api/campaigns')).body.data).toEqual([])
    const childList = await createList(s, a.token, 'people', 'Child list')
    expect((await get(a.token, `/api/campaigns/${parentList}`)).status).toBe(404)
    expect((await get(a.token, '/api/icp-suggestions')).body).toMatchObject({ code: 'accounts.module_required', params: { module: 'ai_suggest' } })

    const back = await post(a.token, '/api/accounts/switch', { account_id: a.accountId })
    expect(back.body.user.account).toMatchObject({ id: a.accountId, access: 'owner', is_child: false })
    const names = (await get(a.token, '/api/campaigns')).body.data.map((l: { name: string }) => l.name)
    expect(names).toEqual(['Parent list'])
    expect((await get(a.token, `/api/campaigns/${childList}`)).status).toBe(404)
    const [row] = await s.db.select().from(accounts).where(eq(accounts.id, child.id))
    expect(row.parentId).toBe(a.accountId)
  })

  it('refuses to switch into an account the user cannot act as, and a child cannot have children', async () => {
    const a = await owner('guard-a')
    const b = await owner('guard-b')
    const child = (await createChild(a.token, { name: 'Private', modules: ['leads'], plan_id: a.planId })).body.account
    for (const id of [child.id, a.accountId, 2_147_483_647, 0]) {
      const res = await post(b.token, '/api/accounts/switch', { account_id: id })
      expect(res, String(id)).toMatchObject({ status: 404, body: { code: 'accounts.not_found' } })
    }
    expect((await post(b.token, '/api/accounts/switch', { account_id: 'x' })).status).toBe(422)
    expect((await get(b.token, '/api/me')).body.account.id).toBe(b.accountId)
    await post(a.token, '/api/accounts/switch', { account_id: child.id })
    expect(await createChild(a.token, { name: 'Grandchild', modules: ['leads'] })).toMatchObject({ status: 403, body: { code: 'accounts.no_grandchildren' } })
    expect((await s.request('PUT', `/api/accounts/children/${child.id}`, { token: b.token, body: { name: 'Taken' } })).status).toBe(404)
  })

  it('keeps a child without a plan inactive: it says so and refuses module routes until the parent chooses a plan', async () => {
    const a = await owner('inactive')
    const child = (await createChild(a.token, { name: 'Waiting', modules: ['leads'] })).body.account
    expect(child).toMatchObject({ status: 'inactive', plan: null })
    const into = await post(a.token, '/api/accounts/switch', { account_id: child.id })
    expect(into.body.user).toMatchObject({ modules: [], account: { status: 'inactive' } })
    const refused = await get(a.token, '/api/campaigns')
    expect(refused).toMatchObject({ status: 403, body: { code: 'accounts.inactive', message: "This account is inactive: it has no plan from its parent account's packages." } })
    expect((await get(a.token, '/api/integrations/crm')).status).toBe(200)

    await post(a.token, '/api/accounts/switch', { account_id: a.accountId })
    const chosen = await s.request('PUT', `/api/accounts/children/${child.id}`, { token: a.token, body: { plan_id: a.planId, modules: ['leads', 'ai_suggest'] } })
    expect(chosen.body).toMatchObject({ message: 'Related account Waiting saved.', account: { status: 'active', plan: { id: a.planId }, modules: ['ai_suggest', 'leads'] } })
    await post(a.token, '/api/accounts/switch', { account_id: child.id })
    expect((await get(a.token, '/api/campaigns')).status).toBe(200)
  })

  it("lets the child use the parent's CRM connection: listed as inherited, and leads delivered through it", async () => {
    const a = await owner('crm-parent')
    expect((await post(a.token, '/api/integrations/crm/groove/connect', { api_key: GROOVE_API_KEY })).status).toBe(200)
    const child = (await createChild(a.token, { name: 'CRM child', modules: ['leads'], plan_id: a.planId })).body.account
    await post(a.token, '/api/accounts/switch', { account_id: child.id })
    const crms = (await get(a.token, '/api/integrations/crm')).body.data
    expect(crms.find((c: { provider: string }) => c.provider === 'groove')).toMatchObject({ connected: true, inherited: true })
    expect(crms.find((c: { provider: string }) => c.provider === 'ghl')).toMatchObject({ connected: false, inherited: false })

    const listId = await createList(s, a.token, 'people', 'Child leads')
    await seedResults(s, child.id, listId, 'people', [{ name: 'Child Lead', email: `child.lead.${child.id}@example.com` }])
    const sent = await post(a.token, '/api/lead-jobs', { campaign_id: listId, kind: 'send-crm', params: { provider: 'groove' }, scope: 'all' })
    expect(sent.status).toBe(202)
    const deadline = Date.now() + 20_000
    let job = (await s.db.select().from(leadJobs).where(eq(leadJobs.id, sent.body.job.id)))[0]
    while ((job.status === 'queued' || job.status === 'running') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25))
      job = (await s.db.select().from(leadJobs).where(eq(leadJobs.id, sent.body.job.id)))[0]
    }
    expect(job.status).toBe('done')
    expect(fakes.groove.contacts.byEmail.has(`child.lead.${child.id}@example.com`)).toBe(true)
  })
})

describe('team members', () => {
  /** Makes `member` a team member of `account` with the chosen modules (the invitation flow writes the same rows). */
  async function addMember(accountId: number, userId: number, chosen: string[]) {
    await s.db.insert(accountMembers).values({ accountId, userId, role: 'member' })
    const rows = await s.db.select().from(modules)
    await s.db.insert(accountMemberModules).values(chosen.map((slug) => ({ accountId, userId, moduleId: rows.find((m) => m.slug === slug)!.id })))
  }

  it('acts in the owner\'s account within the chosen modules only, on the owner\'s data', async () => {
    const a = await owner('team-owner')
    const ownersList = await createList(s, a.token, 'industry', 'Owner list')
    const b = await owner('team-member')
    await addMember(a.accountId, b.userId, ['leads'])

    const listed = (await get(b.token, '/api/accounts')).body.data
    expect(listed.map((x: { id: number; access: string }) => [x.id, x.access])).toEqual(
      expect.arrayContaining([
        [b.accountId, 'owner'],
        [a.accountId, 'member'],
      ]),
    )
    const switched = await post(b.token, '/api/accounts/switch', { account_id: a.accountId })
    expect(switched.body.user).toMatchObject({ role: 'user', account: { id: a.accountId, access: 'member' } })
    expect(slugs(switched.body.user.modules)).toEqual(['leads'])
    expect((await get(b.token, `/api/campaigns/${ownersList}`)).body.name).toBe('Owner list')
    expect((await get(b.token, '/api/wallet')).body).toMatchObject({ code: 'accounts.module_required', params: { module: 'wallet' } })
    expect((await get(b.token, '/api/icp-suggestions')).status).toBe(403)
    expect((await get(b.token, '/api/accounts/children')).body.code).toBe('accounts.owner_only')

    // Removed from the account: the session acting in it stops at once; a new sign-in lands in their own account.
    await s.db.delete(accountMembers).where(and(eq(accountMembers.accountId, a.accountId), eq(accountMembers.userId, b.userId)))
    expect((await get(b.token, '/api/me')).status).toBe(401)
    const again = await s.request('POST', '/auth/login', { body: { email: b.email, password: b.password } })
    expect(again.body.user.account).toMatchObject({ id: b.accountId, access: 'owner' })
  })

  it('signs a member without an account of their own into the account they belong to; nobody without one', async () => {
    const a = await owner('lone-owner')
    const b = await owner('lone-member')
    await s.db.delete(accountMembers).where(eq(accountMembers.userId, b.userId))
    const refused = await s.request('POST', '/auth/login', { body: { email: b.email, password: b.password } })
    expect(refused).toMatchObject({ status: 403, body: { code: 'accounts.no_account' } })
    await addMember(a.accountId, b.userId, ['leads', 'wallet'])
    const signedIn = await s.request('POST', '/auth/login', { body: { email: b.email, password: b.password } })
    expect(signedIn.body.user).toMatchObject({ account: { id: a.accountId, access: 'member' } })
    expect(slugs(signedIn.body.user.modules)).toEqual(['leads', 'wallet'])
  })
})
