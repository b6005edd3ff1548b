import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { leadJobItems, leadJobs, leadResults } from '../../src/server/db/schema'
import { jobLedger } from './lead-job-ledger'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { enrichmentProviders } from '../../src/server/providers/enrichment'
import type { MailResolver } from '../../src/server/providers/enrichment/email/mx-lookup'
import type { EmailFinder } from '../../src/server/providers/enrichment/types'
import { emailVerifications } from '../../src/server/db/schema'
import { FAKE_VERIFIER_KEY, startFakeZeroBounce } from './fakes/fake-email-verifiers'
import type { LeadType } from '../../src/shared/leads/types'
import { startTestServer, type TestServer } from './harness'
import { signedInAccount } from './lead-seed'

/** Enrichment end to end on the demo providers (the offline default): real searches, real jobs, real charges. */
let server: TestServer
let user: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
  user = await signedInAccount(server, 'enrich')
  await grantPurchased(server.db, { accountId: user.accountId, amount: 100_000, key: `test:enrich:${user.accountId}`, now: new Date() })
})
afterAll(() => server?.close())

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** A list filled by a real demo search, ready once its search has ended. */
async function searchedList(type: LeadType, search: Record<string, unknown>, name = `${type} list`) {
  const res = await server.request('POST', '/api/campaigns', { token: user.token, body: { name, type, search } })
  expect(res.status).toBe(201)
  await until(() => server.request('GET', `/api/campaigns/${res.body.id}`, { token: user.token }), (r) => r.body.state === 'Active', 'the search')
  return res.body.id as number
}

const rowsOf = (listId: number) => server.db.select().from(leadResults).where(eq(leadResults.campaignId, listId)).orderBy(leadResults.id)
const start = (listId: number, kind: string, scope: Record<string, unknown> = { scope: 'all' }, params?: Record<string, unknown>) =>
  server.request('POST', '/api/lead-jobs', { token: user.token, body: { campaign_id: listId, kind, params, ...scope } })
const jobOf = async (id: number) => (await server.db.select().from(leadJobs).where(eq(leadJobs.id, id)))[0]
const finished = (id: number) => until(() => jobOf(id), (j) => j.status !== 'queued' && j.status !== 'running', `job ${id}`)
const itemsOf = (jobId: number) => server.db.select().from(leadJobItems).where(eq(leadJobItems.jobId, jobId))

/** Every credit the job says it spent is in the ledger, paid by leads that returned data, none by the misses. */
async function expectChargedPerResult(jobId: number) {
  const { job, items } = await jobLedger(server.db, jobId)
  expect(items.filter((i) => i.status === 'skipped').every((i) => i.charged === 0)).toBe(true)
  return { job, items }
}

describe('find e-mails', () => {
  it('marks the leads it looks for, then gives each its final e-mail state, charging 1 credit per e-mail found', async () => {
    const listId = await searchedList('people', { location: { country: 'US', state: 'CA' }, limit: 60 })
    const before = await rowsOf(listId)
    // Hold the provider until the queued states are seen.
    const real = server.deps.enrichment.emails
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const held: EmailFinder = { id: real.id, find: async (lead, ctx) => (await gate, real.find(lead, ctx)) }
    server.deps.enrichment.emails = held
    let jobId = 0
    try {
      const res = await start(listId, 'find-emails')
      expect(res.status).toBe(202)
      expect(res.body.job).toMatchObject({ kind: 'find-emails', provider: 'demo', total: 60 })
      const queued = await rowsOf(listId)
      expect(queued.filter((r) => r.emailState === 'looking_for_email')).toHaveLength(before.filter((r) => r.emailState !== 'email_found').length)
      jobId = res.body.job.id as number
    } finally {
      server.deps.enrichment.emails = real
      release()
    }
    const job = await finished(jobId)
    expect(job).toMatchObject({ status: 'done', processed: 60 })
    const after = await rowsOf(listId)
    expect(after.filter((r) => r.emailState === 'looking_for_email')).toEqual([])
    const states = new Set(after.map((r) => r.emailState))
    expect([...states].every((s) => ['email_found', 'potential_emails_found', 'search_complete'].includes(s))).toBe(true)
    // Both outcomes show on demo data: found and not found.
    expect(after.some((r) => r.emailState === 'email_found' && before.find((b) => b.id === r.id)!.emailState !== 'email_found')).toBe(true)
    expect(after.some((r) => r.emailState === 'search_complete')).toBe(true)
    for (const row of after.filter((r) => r.emailState === 'email_found')) {
      expect(row.email).toMatch(/@/)
      expect(row.fields.email_verification).toMatchObject({ provider: 'demo', verdict: expect.stringMatching(/valid|risky/) })
    }
    const { items } = await expectChargedPerResult(jobId)
    // Charged exactly the leads that got an e-mail they did not have, or potential ones where they had none.
    const gotNew = after.filter((r) => {
      const b = before.find((x) => x.id === r.id)!
      const hadData = Boolean(b.email) || b.potentialEmails.length > 0
      return (r.emailState === 'email_found' && r.email !== b.email) || (!hadData && r.emailState === 'potential_emails_found')
    })
    expect(items.filter((i) => i.charged === 1).map((i) => i.resultId).sort()).toEqual(gotNew.map((r) => r.id).sort())
    expect(items.filter((i) => i.status === 'skipped').length).toBeGreaterThan(0)

    // Running it again: verified leads are skipped, nothing already found is charged again.
    const again = await start(listId, 'find-emails')
    const second = await finished(again.body.job.id)
    expect(second.status).toBe('done')
    const verified = after.filter((r) => r.emailState === 'email_found' && (r.fields.email_verification as { verdict: string }).verdict === 'valid')
    const skippedAgain = (await itemsOf(second.id)).filter((i) => i.error === 'Already has a verified e-mail.')
    expect(skippedAgain.map((i) => i.resultId).sort()).toEqual(verified.map((r) => r.id).sort())
  })

  it('finds the same e-mails for the same leads in another list (deterministic demo)', async () => {
    const search = { location: { country: 'DE', city: 'Berlin' }, limit: 25 }
    const a = await searchedList('company', search, 'A')
    const b = await searchedList('company', search, 'B')
    await finished((await start(a, 'find-emails')).body.job.id)
    await finished((await start(b, 'find-emails')).body.job.id)
    const outcome = async (listId: number) => (await rowsOf(listId)).map((r) => [r.key, r.email, r.emailState, r.potentialEmails])
    expect(await outcome(b)).toEqual(await outcome(a))
  })

  it('offers e-mail finding on every list type, and says so on the estimate before a run', async () => {
    const listId = await searchedList('single', { domain: 'acme-example.com', limit: 10 })
    const leads = (await rowsOf(listId)).length
    const estimate = await server.request('POST', '/api/lead-jobs/estimate', { token: user.token, body: { campaign_id: listId, kind: 'find-emails', scope: 'all' } })
    expect(estimate.body).toEqual({ leads, max_credits: leads, balance: expect.any(Number) })
  })

  it('cancelling gives the waiting leads their e-mail state back', async () => {
    const listId = await searchedList('industry', { category: 'Dentist', location: { country: 'US', state: 'TX' }, limit: 30 })
    const before = new Map((await rowsOf(listId)).map((r) => [r.id, r.emailState]))
    const real = server.deps.enrichment.emails
    // A provider that answers only when told to stop: the batch must not hold the worker after the cancel.
    server.deps.enrichment.emails = { id: real.id, find: (_lead, ctx) => new Promise((_, reject) => ctx.signal?.addEventListener('abort', () => reject(new Error('aborted')))) }
    try {
      const job = (await start(listId, 'find-emails')).body.job
      const cancelled = await server.request('POST', `/api/lead-jobs/${job.id}/cancel`, { token: user.token })
      expect(cancelled.body.job.status).toBe('cancelled')
    } finally {
      server.deps.enrichment.emails = real
    }
    const after = await rowsOf(listId)
    expect(after.map((r) => [r.id, r.emailState])).toEqual([...before.entries()])
  })
})

describe('get phones', () => {
  it('adds mobile and direct numbers to people, 1 credit per lead with a phone, nothing for a miss, nothing twice', async () => {
    const listId = await searchedList('people', { location: { country: 'GB' }, limit: 40 })
    const job = await finished((await start(listId, 'get-phones')).body.job.id)
    expect(job).toMatchObject({ status: 'done', processed: 40 })
    const rows = await rowsOf(listId)
    const found = rows.filter((r) => (r.fields.phone_enrichment as { found: boolean }).found)
    const missed = rows.filter((r) => !(r.fields.phone_enrichment as { found: boolean }).found)
    expect(found.length).toBeGreaterThan(0)
    expect(missed.length).toBeGreaterThan(0)
    for (const r of found) expect((r.fields.phone_enrichment as { mobile: string | null }).mobile ?? (r.fields.phone_enrichment as { direct: string }).direct).toMatch(/^\+\d/)
    expect(job.charged).toBe(found.length)
    await expectChargedPerResult(job.id)
    const again = await finished((await start(listId, 'get-phones')).body.job.id)
    expect(again).toMatchObject({ charged: 0, succeeded: 0 })
    expect((await itemsOf(again.id)).filter((i) => i.error === 'Already has enriched phones.')).toHaveLength(found.length)
  })

  it('is offered on people and intent lists only', async () => {
    const listId = await searchedList('industry', { category: 'Bakery', location: { country: 'FR' }, limit: 3 })
    const res = await start(listId, 'get-phones')
    expect(res.status).toBe(422)
    expect(res.body).toEqual({
      message: 'Get phones is not offered for local business lists.',
      code: 'lead_jobs.not_for_type',
      params: { kind: 'get-phones', list_type: 'industry' },
      errors: { kind: ['Type is not valid'] },
      field_codes: { kind: [{ code: 'validation.type', params: { field: 'kind' } }] },
    })
    const intent = await searchedList('intent', { topics: ['crm'], location: { country: 'US' }, limit: 5 })
    expect((await start(intent, 'get-phones')).status).toBe(202)
  })
})

describe('get employees', () => {
  it('puts the employees of local businesses on the lead, 2 credits per employee, free when none are found', async () => {
    const listId = await searchedList('industry', { category: 'Accounting', location: { country: 'US', state: 'NY' }, limit: 30 })
    const job = await finished((await start(listId, 'get-employees', { scope: 'all' }, { limit: 3 })).body.job.id)
    expect(job.status).toBe('done')
    const rows = await rowsOf(listId)
    const withEmployees = rows.filter((r) => Array.isArray(r.fields.employees) && (r.fields.employees as unknown[]).length > 0)
    expect(withEmployees.length).toBeGreaterThan(0)
    for (const r of withEmployees) {
      const employees = r.fields.employees as { name: string; position: string | null }[]
      expect(employees.length).toBeLessThanOrEqual(3)
      expect(employees[0]).toMatchObject({ name: expect.any(String), position: expect.any(String) })
    }
    const employeeCount = withEmployees.reduce((sum, r) => sum + (r.fields.employees as unknown[]).length, 0)
    expect(job.charged).toBe(2 * employeeCount)
    const { items } = await expectChargedPerResult(job.id)
    expect(items.filter((i) => i.status === 'skipped').length).toBeGreaterThan(0)
  })

  it('adds the people of a domain to a domain list, 2 credits a person and 1 per e-mail, only for rows really added', async () => {
    const listId = await searchedList('single', { domain: 'northwind-example.com', limit: 3 })
    const before = await rowsOf(listId)
    const [first] = before
    const job = await finished((await start(listId, 'get-employees', { scope: 'selection', ids: [first.id] }, { limit: 4 })).body.job.id)
    const after = await rowsOf(listId)
    const added = after.filter((r) => !before.some((b) => b.id === r.id))
    expect(added.length).toBeGreaterThan(0)
    expect(added.length).toBeLessThanOrEqual(4)
    expect(new Set(after.map((r) => r.key)).size).toBe(after.length)
    expect(job.charged).toBe(added.length * 2 + added.filter((r) => r.email).length)
    await expectChargedPerResult(job.id)
    expect(after.find((r) => r.id === first.id)!.fields).toMatchObject({ employees_added: added.length })
  })

  it('checks the per-company limit with the validation messages and estimates with it', async () => {
    const listId = await searchedList('company', { location: { country: 'US' }, limit: 4 })
    const bad = await start(listId, 'get-employees', { scope: 'all' }, { limit: 30 })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({ 'params.limit': ['Field must be max 25'] })
    const estimate = await server.request('POST', '/api/lead-jobs/estimate', { token: user.token, body: { campaign_id: listId, kind: 'get-employees', scope: 'all', params: { limit: 10 } } })
    expect(estimate.body).toMatchObject({ leads: 4, max_credits: 80 })
  })
})

describe('influencer enrich', () => {
  it('fills imported profiles with their record and contact, 5 credits per record, nothing for a miss', async () => {
    const listId = (await server.request('POST', '/api/campaigns', { token: user.token, body: { name: 'Creators', type: 'influencer' } })).body.id
    const urls = Array.from({ length: 15 }, (_, i) => `https://www.instagram.com/creator.number${i}/`)
    expect((await server.request('POST', `/api/campaigns/${listId}/influencer-import`, { token: user.token, body: { urls } })).status).toBe(201)
    const job = await finished((await start(listId, 'enrich')).body.job.id)
    const rows = await rowsOf(listId)
    const enriched = rows.filter((r) => r.fields.enriched_at)
    expect(enriched.length).toBeGreaterThan(0)
    expect(enriched.length).toBeLessThan(15)
    for (const r of enriched) {
      expect(r.fields).toMatchObject({ followers: expect.any(Number), engagement_rate: expect.any(Number), contact_email: expect.stringMatching(/@/), enrichment_provider: 'demo' })
      expect(r.email).toMatch(/@/)
      expect(r.emailState).toBe('email_found')
    }
    expect(job.charged).toBe(5 * enriched.length)
    await expectChargedPerResult(job.id)
  })
})

describe('the real e-mail path: patterns, MX and ZeroBounce', () => {
  const resolver: MailResolver = {
    resolveMx: async (domain) => (domain.endsWith('.example') && !domain.startsWith('closed') ? [{ exchange: `mx.${domain}`, priority: 10 }] : Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }))),
    resolve4: async () => Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' })),
  }
  const realPath = (baseUrl: string, apiKey = FAKE_VERIFIER_KEY) =>
    enrichmentProviders({ emails: 'pattern', verifier: 'zerobounce', zeroBounce: { apiKey, baseUrl }, neverBounce: { apiKey: null, baseUrl: '' }, resolver })

  it('finds the address the verifier confirms, charges it once, and asks the API once per address', async () => {
    const fake = await startFakeZeroBounce()
    const demo = server.deps.enrichment
    server.deps.enrichment = realPath(fake.url)
    try {
      fake.mailboxes.set('ada.lovelace@analytical.example', 'invalid')
      fake.mailboxes.set('ada@analytical.example', 'valid')
      fake.mailboxes.set('grace.hopper@cobol.example', 'catch-all')
      const records = [
        { name: 'Ada Lovelace', website: 'https://www.analytical.example' },
        { name: 'Grace Hopper', website: 'https://cobol.example' },
        { name: 'Alan Turing', website: 'https://closed.example' },
      ]
      const make = async (name: string) => {
        const id = (await server.request('POST', '/api/campaigns', { token: user.token, body: { name, type: 'people' } })).body.id as number
        expect((await server.request('POST', `/api/campaigns/${id}/manual-entry`, { token: user.token, body: { records } })).status).toBe(201)
        return id
      }
      const first = await make('Pioneers')
      const job = await finished((await start(first, 'find-emails')).body.job.id)
      expect(job).toMatchObject({ status: 'done', provider: 'zerobounce', succeeded: 2, skipped: 1, charged: 2 })
      const rows = await rowsOf(first)
      const byName = Object.fromEntries(rows.map((r) => [r.name, r]))
      expect(byName['Ada Lovelace']).toMatchObject({ email: 'ada@analytical.example', emailState: 'email_found' })
      expect(byName['Ada Lovelace'].fields.email_verification).toMatchObject({ email: 'ada@analytical.example', verdict: 'valid', provider: 'zerobounce' })
      // A catch-all domain cannot confirm a mailbox: the guesses become potential e-mails.
      expect(byName['Grace Hopper']).toMatchObject({ email: null, emailState: 'potential_emails_found' })
      expect(byName['Grace Hopper'].potentialEmails[0]).toBe('grace.hopper@cobol.example')
      // A domain without a mail server: nothing to verify, nothing charged.
      expect(byName['Alan Turing']).toMatchObject({ email: null, emailState: 'search_complete' })
      await expectChargedPerResult(job.id)
      const calls = fake.calls.length
      expect(fake.calls.every((c) => c.query.api_key === FAKE_VERIFIER_KEY)).toBe(true)
      expect(fake.calls.some((c) => c.query.email.endsWith('@closed.example'))).toBe(false)
      const cached = await server.db.select().from(emailVerifications).where(eq(emailVerifications.accountId, user.accountId))
      expect(cached.find((c) => c.email === 'ada@analytical.example')).toMatchObject({ verdict: 'valid', provider: 'zerobounce' })

      // The same people in another list: the verdicts come from the account's cache, not the API.
      const second = await make('Pioneers again')
      expect(await finished((await start(second, 'find-emails')).body.job.id)).toMatchObject({ status: 'done', charged: 2 })
      // Only the addresses the API could not settle ('unknown' is not kept) are asked again.
      const again = fake.calls.slice(calls).map((c) => c.query.email)
      expect(again.length).toBeGreaterThan(0)
      expect(again.every((email) => !fake.mailboxes.has(email))).toBe(true)
    } finally {
      server.deps.enrichment = demo
      await fake.close()
    }
  })

  it("fails the whole job with the verifier's words when it refuses the key", async () => {
    const fake = await startFakeZeroBounce()
    const demo = server.deps.enrichment
    server.deps.enrichment = realPath(fake.url, 'revoked-key')
    try {
      const id = (await server.request('POST', '/api/campaigns', { token: user.token, body: { name: 'Refused', type: 'people' } })).body.id as number
      // Someone whose addresses are not in the account's verification cache yet.
      await server.request('POST', `/api/campaigns/${id}/manual-entry`, { token: user.token, body: { records: [{ name: 'Charles Babbage', website: 'https://engine.example' }] } })
      const job = await finished((await start(id, 'find-emails')).body.job.id)
      expect(job).toMatchObject({ status: 'failed', stopReason: 'error', error: 'ZeroBounce refused the request: Invalid API key or your account ran out of credits', charged: 0 })
      // The lead is not left "looking for email".
      expect((await rowsOf(id))[0].emailState).toBe('no_email_found')
    } finally {
      server.deps.enrichment = demo
      await fake.close()
    }
  })
})
