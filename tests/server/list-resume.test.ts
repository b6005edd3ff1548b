import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, like } from 'drizzle-orm'
import { campaignSearches, creditLedger, leadResults } from '../../src/server/db/schema'
import { creditBalance } from '../../src/server/modules/credits/credit-ledger'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { pagedLeadProviders, type PagedProviderOptions } from './fakes/paged-lead-provider'
import { startTestServer, type TestServer } from './harness'
import { createList, signedInAccount } from './lead-seed'

const provider: PagedProviderOptions = { total: 200, pageSize: 25 }
let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox', leadProviders: pagedLeadProviders(provider) })
})
afterAll(() => s?.close())

/** Waits until the list's latest search is no longer queued or running (the job worker runs it). */
async function settled(token: string, listId: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const list = await s.request('GET', `/api/campaigns/${listId}`, { token })
    if (list.body.state !== 'Incomplete') return list.body
    if (Date.now() > deadline) throw new Error(`List ${listId} still at work`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const chargesOf = (searchId: number) => s.db.select().from(creditLedger).where(like(creditLedger.idempotencyKey, `search:${searchId}:%`))

describe('a list stopped because the credits ran out', () => {
  it('says so, refuses to resume while the balance is short, then resumes where it stopped and charges only what is new', async () => {
    const owner = await signedInAccount(s, 'resume')
    const listId = (await s.request('POST', '/api/campaigns', { token: owner.token, body: { name: 'Sales people', type: 'people', search: { location: { country: 'US' }, limit: 60 } } })).body.id
    // People cost 3 credits a contact: the 100 starter credits buy 33 of the 60.
    const stopped = await settled(owner.token, listId)
    expect(stopped).toMatchObject({ state: 'Active', stop_reason: 'credits', total: 33, progress: null })

    const short = await s.request('POST', `/api/campaigns/${listId}/resume`, { token: owner.token })
    expect(short.status).toBe(422)
    expect(short.body).toMatchObject({ code: 'lists.resume_needs_credits', params: { cost: 3, balance: 1 } })

    await grantPurchased(s.db, { accountId: owner.accountId, amount: 90, key: `test-topup-${listId}`, now: new Date() })
    const resumed = await s.request('POST', `/api/campaigns/${listId}/resume`, { token: owner.token })
    expect(resumed.status).toBe(202)
    expect(resumed.body).toMatchObject({ id: listId, state: 'Incomplete', stop_reason: null })
    // A second resume while the first one runs has nothing to take.
    const twice = await s.request('POST', `/api/campaigns/${listId}/resume`, { token: owner.token })
    expect(twice.body).toMatchObject({ code: 'lists.nothing_to_resume' })

    const done = await settled(owner.token, listId)
    expect(done).toMatchObject({ state: 'Active', stop_reason: null, total: 60 })
    const [run] = await s.db.select().from(campaignSearches).where(eq(campaignSearches.campaignId, listId))
    expect(run).toMatchObject({ status: 'done', found: 60, charged: 180 })
    // 60 results, 60 charges: the page it stopped in was read again without charging its stored leads twice.
    expect(await s.db.select().from(leadResults).where(eq(leadResults.campaignId, listId))).toHaveLength(60)
    expect(await chargesOf(run.id)).toHaveLength(60)
    expect(await creditBalance(s.db, owner.accountId, new Date())).toBe(100 + 90 - 180)
  })

  it('refuses a list whose search did not stop for credits, and another account\'s list', async () => {
    const owner = await signedInAccount(s, 'resume-none')
    const stranger = await signedInAccount(s, 'resume-stranger')
    const empty = await createList(s, owner.token, 'people', 'No search')
    const never = await s.request('POST', `/api/campaigns/${empty}/resume`, { token: owner.token })
    expect(never.status).toBe(422)
    expect(never.body).toMatchObject({ code: 'lists.nothing_to_resume', message: 'This list has no search stopped for credits to resume.' })

    Object.assign(provider, { total: 10 })
    const small = (await s.request('POST', '/api/campaigns', { token: owner.token, body: { name: 'Few', type: 'people', search: { location: { country: 'US' }, limit: 5 } } })).body.id
    expect(await settled(owner.token, small)).toMatchObject({ stop_reason: null, total: 5 })
    expect((await s.request('POST', `/api/campaigns/${small}/resume`, { token: owner.token })).body.code).toBe('lists.nothing_to_resume')
    expect((await s.request('POST', `/api/campaigns/${small}/resume`, { token: stranger.token })).status).toBe(404)
    Object.assign(provider, { total: 200 })
  })
})
