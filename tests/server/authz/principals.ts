import { eq, inArray } from 'drizzle-orm'
import type { ModuleSlug } from '../../../src/shared/modules'
import { accountMemberModules, accountMembers, accountModules, accounts, modules, plans, users, wlPackages, wlSubscriptions } from '../../../src/server/db/schema'
import { ADMIN, type TestServer } from '../harness'
import type { PrincipalName } from './policy'

/** A request as one caller: through the in-process app (`app.request`), no socket. */
export type Caller = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>
export type Credential = { token?: string; apiKey?: string }

/**
 * The accounts of the matrix. Each principal acts in one of them; the others hold the objects that are not theirs:
 * `customerA2` is customer A's sibling (the same reseller's other customer), `child2` the child's sibling (the same
 * parent's other child), `customerB` another reseller's customer.
 */
export type AccountName = 'superAdmin' | 'admin' | 'resellerA' | 'resellerB' | 'customerA' | 'customerA2' | 'customerB' | 'parent' | 'child' | 'child2' | 'partner'

export type Principal = {
  name: PrincipalName
  /** The account the principal acts in (none for anonymous). */
  account: AccountName | null
  /** The account whose objects are the principal's "sibling" objects. */
  sibling: AccountName
  call: Caller
}

let address = 0
/** A caller presenting `credential`; each request names its own client address (login limits are per address). */
export function callerFor(s: TestServer, credential: Credential): Caller {
  return async (method, path, body) => {
    const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': `10.77.${(++address >> 8) & 255}.${address & 255}` }
    if (credential.token) headers.authorization = `Bearer ${credential.token}`
    if (credential.apiKey) headers['x-api-key'] = credential.apiKey
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      payload = JSON.stringify(body)
      headers['content-type'] = 'application/json'
    }
    const res = await s.app.request(path, { method, headers, body: payload })
    // A live progress stream runs until its job ends: its status is the answer.
    if (res.headers.get('content-type')?.includes('text/event-stream')) {
      await res.body?.cancel()
      return { status: res.status, body: null }
    }
    const text = await res.text()
    try {
      return { status: res.status, body: JSON.parse(text) }
    } catch {
      return { status: res.status, body: text }
    }
  }
}

async function moduleIds(s: TestServer, slugs: ModuleSlug[]): Promise<number[]> {
  return (await s.db.select({ id: modules.id }).from(modules).where(inArray(modules.slug, slugs))).map((m) => m.id)
}

async function grant(s: TestServer, accountId: number, slugs: ModuleSlug[]) {
  const ids = await moduleIds(s, slugs)
  await s.db.insert(accountModules).values(ids.map((moduleId) => ({ accountId, moduleId }))).onConflictDoNothing()
}

/** A signed-up, confirmed, signed-in person acting in the account the sign-up made (the default plan's modules). */
async function signUp(s: TestServer, label: string) {
  const user = await s.signedInUser(label)
  const me = await s.request('GET', '/api/me', { token: user.token })
  return { ...user, userId: me.body.id as number, accountId: me.body.account.id as number }
}

async function switchTo(s: TestServer, token: string, accountId: number) {
  const res = await callerFor(s, { token })('POST', '/api/accounts/switch', { account_id: accountId })
  if (res.status !== 200) throw new Error(`switch to ${accountId}: ${res.status} ${JSON.stringify(res.body)}`)
}

/** Makes the account a customer of the reseller, with a subscription that grants access. */
async function makeCustomer(s: TestServer, accountId: number, resellerAccountId: number) {
  const [plan] = await s.db.select().from(plans).limit(1)
  await s.db.update(accounts).set({ resellerId: resellerAccountId }).where(eq(accounts.id, accountId))
  const [pkg] = await s.db.insert(wlPackages).values({ accountId: resellerAccountId, planId: plan.id, name: 'Matrix starter', priceCents: 4900, credits: 100 }).returning({ id: wlPackages.id })
  await s.db.insert(wlSubscriptions).values({ accountId: resellerAccountId, customerAccountId: accountId, packageId: pkg.id, packageName: 'Matrix starter', feeCents: 4900, endsAt: new Date(Date.now() + 30 * 86_400_000) })
}

export type World = {
  principals: Principal[]
  /** A caller that makes objects in each account (its owner, or a session switched into it). */
  makers: Record<AccountName, Caller>
  accountIds: Record<AccountName, number>
}

/** Every principal of the matrix, each signed in through the API; the account model's edges set in the database. */
export async function buildWorld(s: TestServer): Promise<World> {
  const superAdmin = await s.login(ADMIN.email, ADMIN.password)
  const superAdminAccount = (await s.request('GET', '/api/me', { token: superAdmin })).body.account.id as number
  // The seeded super admin's account is on no plan; related accounts need one that allows them, and the walk makes
  // more than the default plan's three.
  const [defaultPlan] = await s.db.update(plans).set({ subAccountLimit: 50 }).where(eq(plans.isDefault, true)).returning({ id: plans.id })
  await s.db.update(accounts).set({ planId: defaultPlan.id }).where(eq(accounts.id, superAdminAccount))
  const admin = await signUp(s, 'matrix-admin')
  await s.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
  await grant(s, admin.accountId, ['admin'])
  const resellerA = await signUp(s, 'matrix-reseller-a')
  const resellerB = await signUp(s, 'matrix-reseller-b')
  await grant(s, resellerA.accountId, ['whitelabel'])
  await grant(s, resellerB.accountId, ['whitelabel'])
  await s.db.update(accounts).set({ kind: 'reseller' }).where(inArray(accounts.id, [resellerA.accountId, resellerB.accountId]))
  const customerA = await signUp(s, 'matrix-customer-a')
  const customerA2 = await signUp(s, 'matrix-customer-a2')
  const customerB = await signUp(s, 'matrix-customer-b')
  await makeCustomer(s, customerA.accountId, resellerA.accountId)
  await makeCustomer(s, customerA2.accountId, resellerA.accountId)
  await makeCustomer(s, customerB.accountId, resellerB.accountId)

  // The parent's owner makes two children on its own plan; a second and third session of the same person act in them.
  const parent = await signUp(s, 'matrix-parent')
  const parentCall = callerFor(s, { token: parent.token })
  const [parentRow] = await s.db.select({ planId: accounts.planId }).from(accounts).where(eq(accounts.id, parent.accountId))
  const childIds: number[] = []
  for (const name of ['Matrix child', 'Matrix child 2']) {
    const res = await parentCall('POST', '/api/accounts/children', { name, modules: ['leads', 'ai_suggest', 'wallet'], plan_id: parentRow.planId })
    if (res.status !== 201) throw new Error(`child: ${res.status} ${JSON.stringify(res.body)}`)
    childIds.push(res.body.account.id)
  }
  const child = await s.login(parent.email, parent.password)
  const child2 = await s.login(parent.email, parent.password)
  await switchTo(s, child, childIds[0])
  await switchTo(s, child2, childIds[1])

  // A team member of the parent's account holding one module (lead search).
  const member = await signUp(s, 'matrix-member')
  await s.db.insert(accountMembers).values({ accountId: parent.accountId, userId: member.userId, role: 'member' })
  await s.db.insert(accountMemberModules).values((await moduleIds(s, ['leads'])).map((moduleId) => ({ accountId: parent.accountId, userId: member.userId, moduleId })))
  await switchTo(s, member.token, parent.accountId)

  const partner = await signUp(s, 'matrix-partner')
  await s.db.update(users).set({ isPartner: true, isReferralPartner: true }).where(eq(users.id, partner.userId))

  const key = async (scope: 'read' | 'read_write') => {
    const res = await parentCall('POST', '/api/user-api-key', { name: `Matrix ${scope}`, scope })
    if (res.status >= 300) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.token as string
  }
  const [readKey, readWriteKey] = [await key('read'), await key('read_write')]

  const accountIds: Record<AccountName, number> = {
    superAdmin: superAdminAccount, admin: admin.accountId, resellerA: resellerA.accountId, resellerB: resellerB.accountId,
    customerA: customerA.accountId, customerA2: customerA2.accountId, customerB: customerB.accountId, parent: parent.accountId,
    child: childIds[0], child2: childIds[1], partner: partner.accountId,
  }
  const by = (token: string) => callerFor(s, { token })
  const makers: Record<AccountName, Caller> = {
    superAdmin: by(superAdmin), admin: by(admin.token), resellerA: by(resellerA.token), resellerB: by(resellerB.token),
    customerA: by(customerA.token), customerA2: by(customerA2.token), customerB: by(customerB.token), parent: parentCall,
    child: by(child), child2: by(child2), partner: by(partner.token),
  }
  const p = (name: PrincipalName, account: AccountName | null, sibling: AccountName, credential: Credential): Principal => ({ name, account, sibling, call: callerFor(s, credential) })
  const principals: Principal[] = [
    p('anonymous', null, 'customerA', {}),
    p('superAdmin', 'superAdmin', 'customerA', { token: superAdmin }),
    p('admin', 'admin', 'customerA', { token: admin.token }),
    p('resellerA', 'resellerA', 'resellerB', { token: resellerA.token }),
    p('resellerB', 'resellerB', 'resellerA', { token: resellerB.token }),
    p('customerA', 'customerA', 'customerA2', { token: customerA.token }),
    p('parent', 'parent', 'child', { token: parent.token }),
    p('child', 'child', 'child2', { token: child }),
    p('member', 'parent', 'child', { token: member.token }),
    p('partner', 'partner', 'customerA', { token: partner.token }),
    p('keyRead', 'parent', 'child', { apiKey: readKey }),
    p('keyReadWrite', 'parent', 'child', { apiKey: readWriteKey }),
  ]
  return { principals, makers, accountIds }
}
