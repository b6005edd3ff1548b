import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadJobItems, leadJobs, leadResults } from '../../src/server/db/schema'
import { leadDeliveries, zapierSubscriptions } from '../../src/server/db/schema/integrations'
import { GHL_LOCATION } from './fakes/fake-ghl'
import { GROOVE_API_KEY } from './fakes/fake-groove'
import { loopbackPolicy, PUBLIC_URL, startCrmFakes, type CrmFakes } from './fakes/fake-crm-suite'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let fakes: CrmFakes
beforeAll(async () => {
  fakes = await startCrmFakes()
  s = await startTestServer({ mail: 'outbox', config: { crm: fakes.crm, outbound: loopbackPolicy, leadJobRetrySeconds: 0 } })
})
afterAll(async () => {
  await s?.close()
  await fakes?.close()
})

type OauthFake = CrmFakes['ghl'] | CrmFakes['keap'] | CrmFakes['salesConnector']

async function connect(token: string, provider: string, fake: OauthFake) {
  const started = await s.request('POST', `/api/integrations/crm/${provider}/connect`, { token })
  const state = new URL(started.body.url).searchParams.get('state')
  const res = await s.request('POST', '/api/integrations/crm/callback', { token, body: { code: fake.oauth.issueCode(`${PUBLIC_URL}/crm/callback`), state } })
  expect(res.status).toBe(200)
}

/** A user with a list of leads: two with e-mails (one also labelled), one with only a phone, one with neither. */
async function accountWithLeads(label: string, type: 'industry' | 'people' = 'people') {
  const user = await signedInAccount(s, label)
  const listId = await createList(s, user.token, type, `${label} list`)
  const ids = await seedResults(s, user.accountId, listId, type, [
    { name: 'Ada Lovelace', email: `ada.${label}@example.com`, phone: '+44 20 7946 0001', city: 'London', fields: { company: 'Analytical Engines', position: 'CTO', rating: 5 } },
    { name: 'Grace Hopper', email: `grace.${label}@example.com`, city: 'Arlington', fields: { company: 'Navy' } },
    { name: 'Phone Only', phone: '+1 555 0100' },
    { name: 'Nobody Reachable' },
  ])
  return { ...user, listId, ids }
}

const sendCrm = (token: string, listId: number, provider: string, scope: Record<string, unknown> = { scope: 'all' }) =>
  s.request('POST', '/api/lead-jobs', { token, body: { campaign_id: listId, kind: 'send-crm', params: { provider }, ...scope } })

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

async function finished(jobId: number) {
  return until(async () => (await s.db.select().from(leadJobs).where(eq(leadJobs.id, jobId)))[0], (j) => j.status !== 'queued' && j.status !== 'running', `job ${jobId}`)
}

async function statuses(ids: number[]) {
  const rows = await s.db.select({ id: leadResults.id, crm: leadResults.crmStatus }).from(leadResults).where(inArray(leadResults.id, ids)).orderBy(leadResults.id)
  return rows.map((r) => r.crm)
}

describe('send to CRM', () => {
  it('upserts GHL contacts by e-mail (then phone) with the Version header and locationId; a resend makes no duplicate', async () => {
    const user = await accountWithLeads('ghl')
    await connect(user.token, 'ghl', fakes.ghl)
    // Map the lead's rating to GHL's custom field.
    const mapping = (await s.request('GET', '/api/integrations/crm/ghl/fields', { token: user.token })).body.mapping
    await s.request('PUT', '/api/integrations/crm/ghl/fields', { token: user.token, body: { mapping: [...mapping, { lead_field: 'rating', crm_field: 'custom:cf_rating' }] } })

    fakes.ghl.pause()
    const started = await sendCrm(user.token, user.listId, 'ghl')
    expect(started.status).toBe(202)
    expect(started.body.job).toMatchObject({ kind: 'send-crm', provider: 'ghl', total: 4 })
    // While the CRM has not answered, every lead of the job reads "sending to CRM".
    await until(async () => fakes.ghl.requestsTo('/contacts/upsert').length, (n) => n > 0, 'the first upsert')
    expect(await statuses(user.ids)).toEqual(['sending', 'sending', 'sending', 'sending'])
    fakes.ghl.resume()
    const job = await finished(started.body.job.id)
    expect(job).toMatchObject({ status: 'done', succeeded: 3, skipped: 1, failed: 0, charged: 0 })
    expect(await statuses(user.ids)).toEqual(['sent', 'sent', 'sent', 'unsent'])
    const [skipped] = await s.db.select().from(leadJobItems).where(eq(leadJobItems.resultId, user.ids[3]))
    expect(skipped).toMatchObject({ status: 'skipped', error: 'The lead has no e-mail address or phone to match a contact by.' })

    const upserts = fakes.ghl.requestsTo('/contacts/upsert')
    const ada = upserts.find((r) => r.body.email === 'ada.ghl@example.com')!
    expect(ada.headers.version).toBe('2021-07-28')
    expect(ada.body).toMatchObject({ locationId: GHL_LOCATION, firstName: 'Ada', lastName: 'Lovelace', companyName: 'Analytical Engines', city: 'London', customFields: [{ id: 'cf_rating', field_value: '5' }] })
    const before = fakes.ghl.contacts.size
    expect(before).toBe(3)

    const again = await finished((await sendCrm(user.token, user.listId, 'ghl')).body.job.id)
    expect(again).toMatchObject({ status: 'done', succeeded: 3 })
    expect(fakes.ghl.contacts.size).toBe(before)
    const deliveries = await s.db.select().from(leadDeliveries).where(inArray(leadDeliveries.resultId, user.ids))
    expect(deliveries.map((d) => [d.target, d.externalId])).toEqual(expect.arrayContaining([['ghl', expect.stringMatching(/^c\d+$/)]]))
    expect(deliveries).toHaveLength(3)
  })

  it('upserts Keap contacts with duplicate_option Email and the mapped custom field', async () => {
    const user = await accountWithLeads('keap')
    await connect(user.token, 'keap', fakes.keap)
    await s.request('PUT', '/api/integrations/crm/keap/fields', { token: user.token, body: { mapping: [{ lead_field: 'first_name', crm_field: 'given_name' }, { lead_field: 'company', crm_field: 'custom:12' }] } })
    for (let round = 0; round < 2; round++) {
      const job = await finished((await sendCrm(user.token, user.listId, 'keap')).body.job.id)
      // Keap matches by e-mail only: the phone-only lead is skipped too.
      expect(job).toMatchObject({ status: 'done', succeeded: 2, skipped: 2 })
    }
    expect(fakes.keap.contacts.size).toBe(2)
    const sent = fakes.keap.requestsTo('/crm/rest/v1/contacts').find((r) => r.body.given_name === 'Ada')!
    expect(sent.method).toBe('PUT')
    expect(sent.body).toEqual({
      duplicate_option: 'Email', given_name: 'Ada', email_addresses: [{ email: 'ada.keap@example.com', field: 'EMAIL1' }],
      phone_numbers: [{ number: '+44 20 7946 0001', field: 'PHONE1' }], custom_fields: [{ id: 12, content: 'Analytical Engines' }],
    })
  })

  it('sends to Groove and the sales connector by e-mail, once per contact', async () => {
    const user = await accountWithLeads('groove')
    await s.request('POST', '/api/integrations/crm/groove/connect', { token: user.token, body: { api_key: GROOVE_API_KEY } })
    await connect(user.token, 'sales_connector', fakes.salesConnector)
    for (const provider of ['groove', 'sales_connector', 'groove', 'sales_connector']) {
      expect(await finished((await sendCrm(user.token, user.listId, provider)).body.job.id)).toMatchObject({ status: 'done', succeeded: 2, skipped: 2 })
    }
    expect([fakes.groove.contacts.size, fakes.salesConnector.contacts.size]).toEqual([2, 2])
    expect(fakes.salesConnector.requestsTo('/api/v1/contacts').at(-1)!.body).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', company: 'Navy' })
  })

  it('retries a failing CRM with backoff, lists the failure with its reason, and redelivers it', async () => {
    const user = await accountWithLeads('retry')
    await connect(user.token, 'sales_connector', fakes.salesConnector)
    const first = (await sendCrm(user.token, user.listId, 'sales_connector', { scope: 'selection', ids: [user.ids[0]] })).body.job
    await finished(first.id)
    fakes.salesConnector.failNext('/api/v1/contacts', 503, 503, 503, 503)
    const job = await finished((await sendCrm(user.token, user.listId, 'sales_connector', { scope: 'selection', ids: [user.ids[0]] })).body.job.id)
    // Four attempts (the processor's maxAttempts), each after the machinery's doubling delay, then a listed failure.
    expect(job).toMatchObject({ status: 'done', succeeded: 0, failed: 1 })
    expect(fakes.salesConnector.requestsTo('/api/v1/contacts').filter((r) => r.body.email === 'ada.retry@example.com')).toHaveLength(5)
    const failures = await s.request('GET', `/api/lead-jobs/${job.id}/failures`, { token: user.token })
    expect(failures.body.data).toEqual([expect.objectContaining({ result_id: user.ids[0], name: 'Ada Lovelace', reason: '503: scripted 503', attempts: 4 })])
    // Ada reached the CRM with the first job: her state goes back to sent, not unsent.
    expect(await statuses([user.ids[0]])).toEqual(['sent'])

    const redelivered = await s.request('POST', `/api/lead-jobs/${job.id}/redeliver`, { token: user.token, body: {} })
    expect(redelivered.status).toBe(200)
    expect(await finished(job.id)).toMatchObject({ status: 'done', succeeded: 1, failed: 0 })
    expect(fakes.salesConnector.requestsTo('/api/v1/contacts').filter((r) => r.body.email === 'ada.retry@example.com')).toHaveLength(6)
    expect(fakes.salesConnector.contacts.byEmail.has('ada.retry@example.com')).toBe(true)
  })

  it('refreshes a token the CRM refused mid-job, and fails the job with the reason when the CRM is not connected', async () => {
    const user = await accountWithLeads('refresh')
    await connect(user.token, 'ghl', fakes.ghl)
    fakes.ghl.oauth.revokeAccessTokens()
    const refreshes = fakes.ghl.oauth.refreshes
    expect(await finished((await sendCrm(user.token, user.listId, 'ghl')).body.job.id)).toMatchObject({ status: 'done', succeeded: 3 })
    expect(fakes.ghl.oauth.refreshes).toBe(refreshes + 1)

    const job = await finished((await sendCrm(user.token, user.listId, 'keap')).body.job.id)
    expect(job).toMatchObject({ status: 'failed', error: 'Connect this CRM first.', processed: 0 })
    expect(await statuses(user.ids)).toEqual(['sent', 'sent', 'sent', 'unsent'])
    expect((await sendCrm(user.token, user.listId, 'hubspot')).body.errors).toEqual({ 'params.provider': ['Type is not valid'] })
  })

  it('delivers the mapped lead to every subscribed Zap and drops a subscription Zapier answers 410 for', async () => {
    const user = await accountWithLeads('zapier')
    const noZaps = await finished((await sendCrm(user.token, user.listId, 'zapier')).body.job.id)
    expect(noZaps).toMatchObject({ status: 'failed', error: 'No Zap is subscribed yet. Turn on a Zap that uses this app first.' })

    const key = (await s.request('POST', '/api/user-api-key', { token: user.token, body: { name: 'Zapier', scope: 'read_write' } })).body.token
    const hook = (name: string) => s.request('POST', '/api/zapier/hooks', { headers: { 'x-api-key': key }, body: { hookUrl: fakes.zapier.hookUrl(name) } })
    await hook('zap-a')
    await hook('zap-b')
    expect(await finished((await sendCrm(user.token, user.listId, 'zapier')).body.job.id)).toMatchObject({ status: 'done', succeeded: 4 })
    expect(fakes.zapier.deliveriesTo('zap-a').map((d) => d.body.name)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Phone Only', 'Nobody Reachable'])
    expect(fakes.zapier.deliveriesTo('zap-b')[0].body).toMatchObject({ id: user.ids[0], first_name: 'Ada', last_name: 'Lovelace', email: 'ada.zapier@example.com', company: 'Analytical Engines' })

    fakes.zapier.turnOff('zap-b')
    expect(await finished((await sendCrm(user.token, user.listId, 'zapier', { scope: 'selection', ids: [user.ids[0]] })).body.job.id)).toMatchObject({ status: 'done', succeeded: 1 })
    const left = await s.db.select().from(zapierSubscriptions).where(eq(zapierSubscriptions.accountId, user.accountId))
    expect(left.map((z) => z.targetUrl)).toEqual([fakes.zapier.hookUrl('zap-a')])
  })
})
