import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crmConnections, crmOauthStates, gptSettings } from '../../src/server/db/schema/integrations'
import { readGptSettings } from '../../src/server/modules/integrations/gpt-settings'
import { GHL_LOCATION } from './fakes/fake-ghl'
import { GROOVE_API_KEY } from './fakes/fake-groove'
import { loopbackPolicy, PUBLIC_URL, startCrmFakes, type CrmFakes } from './fakes/fake-crm-suite'
import { startTestServer, type TestServer } from './harness'
import { signedInAccount } from './lead-seed'

let s: TestServer
let fakes: CrmFakes
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  fakes = await startCrmFakes()
  s = await startTestServer({ mail: 'outbox', config: { crm: fakes.crm, outbound: loopbackPolicy } })
  owner = await signedInAccount(s, 'oauth')
  stranger = await signedInAccount(s, 'stranger')
})
afterAll(async () => {
  await s?.close()
  await fakes?.close()
})

const callbackUri = `${PUBLIC_URL}/crm/callback`
type OauthFake = CrmFakes['ghl'] | CrmFakes['keap'] | CrmFakes['salesConnector']

/** Starts the connection and answers the state the server put in the CRM's authorize URL. */
async function startConnect(token: string, provider: string) {
  const res = await s.request('POST', `/api/integrations/crm/${provider}/connect`, { token })
  expect(res.status).toBe(200)
  return { url: new URL(res.body.url), state: new URL(res.body.url).searchParams.get('state')! }
}

/** The whole dance: authorize URL, the CRM's code, the callback. */
async function connect(token: string, provider: string, fake: OauthFake) {
  const { state } = await startConnect(token, provider)
  const res = await s.request('POST', '/api/integrations/crm/callback', { token, body: { code: fake.oauth.issueCode(callbackUri), state } })
  expect([res.status, res.body.message]).toEqual([200, 'CRM connected.'])
  return res.body.connection
}

async function connectionRow(accountId: number, provider: 'ghl' | 'keap' | 'sales_connector' | 'groove') {
  const rows = await s.db.select().from(crmConnections).where(eq(crmConnections.accountId, accountId))
  return rows.find((r) => r.provider === provider)
}

describe('CRM connections over OAuth', () => {
  it('lists the five CRMs with how each connects and whether the server is configured for it', async () => {
    const res = await s.request('GET', '/api/integrations/crm', { token: owner.token })
    expect(res.body.data.map((c: any) => [c.provider, c.connect, c.configured, c.connected])).toEqual([
      ['ghl', 'oauth', true, false], ['keap', 'oauth', true, false], ['zapier', 'rest_hooks', true, false], ['groove', 'api_key', true, false],
      ['sales_connector', 'oauth', true, false],
    ])
    expect(res.body.data.find((c: any) => c.provider === 'zapier').invite_url).toBe('https://zapier.com/developer/public-invite/1/abc/')
    expect((await s.request('GET', '/api/integrations/crm')).status).toBe(401)
    expect((await s.request('POST', '/api/integrations/crm/salesforce/connect', { token: owner.token })).status).toBe(404)
  })

  it('sends the user to the CRM with the client id, the callback, the scopes it needs and a random state', async () => {
    const ghl = await startConnect(owner.token, 'ghl')
    expect(ghl.url.origin + ghl.url.pathname).toBe(`${fakes.ghl.url}/oauth/chooselocation`)
    expect(Object.fromEntries(ghl.url.searchParams)).toEqual({
      response_type: 'code', client_id: 'ghl-client', redirect_uri: callbackUri, state: ghl.state,
      scope: 'contacts.readonly contacts.write locations.readonly locations.write locations/customFields.readonly locations/customFields.write locations/tags.readonly locations/tags.write',
    })
    expect(ghl.state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const keap = await startConnect(owner.token, 'keap')
    expect(keap.url.searchParams.get('scope')).toBe('full')
    expect(keap.state).not.toBe(ghl.state)
    // Only a hash of the state is stored.
    const states = await s.db.select().from(crmOauthStates).where(eq(crmOauthStates.accountId, owner.accountId))
    expect(JSON.stringify(states)).not.toContain(keap.state)
  })

  it('refuses a missing, wrong, reused, expired or other account\'s state, and accepts the right one once', async () => {
    const { state } = await startConnect(owner.token, 'ghl')
    const code = () => fakes.ghl.oauth.issueCode(callbackUri)
    const callback = (token: string, body: unknown) => s.request('POST', '/api/integrations/crm/callback', { token, body })
    const invalid = { state: ['This connection request is invalid or has expired. Please connect again.'] }

    expect((await callback(owner.token, { code: code() })).body.errors).toEqual({ state: ['Field is required'] })
    expect((await callback(owner.token, { code: code(), state: 'not-the-state' })).body.errors).toEqual(invalid)
    // Another account cannot use it (and trying does not spend it).
    expect((await callback(stranger.token, { code: code(), state })).body.errors).toEqual(invalid)
    const ok = await callback(owner.token, { code: code(), state })
    expect(ok.status).toBe(200)
    expect(ok.body.connection).toMatchObject({ provider: 'ghl', connected: true, status: 'connected', label: 'Fake Dental Co' })
    expect((await callback(owner.token, { code: code(), state })).body.errors).toEqual(invalid)

    const late = await startConnect(owner.token, 'ghl')
    s.clock.advance(11 * 60_000)
    expect((await callback(owner.token, { code: code(), state: late.state })).body.errors).toEqual(invalid)
    // A code the CRM does not know is refused by the CRM, and says so.
    const fresh = await startConnect(owner.token, 'ghl')
    const refused = await callback(owner.token, { code: 'made-up', state: fresh.state })
    expect([refused.status, refused.body.errors.code[0]]).toEqual([422, expect.stringContaining('Invalid authorization code')])
  })

  it('keeps tokens only sealed at rest and refreshes them before they expire and after a 401', async () => {
    const user = await signedInAccount(s, 'tokens')
    await connect(user.token, 'ghl', fakes.ghl)
    const row = (await connectionRow(user.accountId, 'ghl'))!
    const plain = [fakes.ghl.oauth.issued.access.at(-1)!, fakes.ghl.oauth.issued.refresh.at(-1)!]
    expect(row.accessTokenSealed).toMatch(/^v1:/)
    expect(row.refreshTokenSealed).toMatch(/^v1:/)
    for (const token of plain) expect(JSON.stringify(row)).not.toContain(token)
    expect(row.externalId).toBe(GHL_LOCATION)

    // The field page reads GHL's custom fields with the stored token.
    const fields = await s.request('GET', '/api/integrations/crm/ghl/fields', { token: user.token })
    expect(fields.body.crm_fields).toContainEqual({ key: 'custom:cf_rating', label: 'Rating', custom: true })
    const refreshesBefore = fakes.ghl.oauth.refreshes

    // A day later the token is about to expire: it is refreshed first, and the rotated refresh token is stored.
    s.clock.advance(24 * 3600_000 - 60_000)
    expect((await s.request('GET', '/api/integrations/crm/ghl/fields', { token: user.token })).body.custom_fields_error).toBeNull()
    expect(fakes.ghl.oauth.refreshes).toBe(refreshesBefore + 1)
    const refreshed = (await connectionRow(user.accountId, 'ghl'))!
    expect(refreshed.accessTokenSealed).not.toBe(row.accessTokenSealed)
    expect(JSON.stringify(refreshed)).not.toContain(fakes.ghl.oauth.issued.refresh.at(-1)!)

    // The CRM revokes the access token: the 401 refreshes once and the call goes through.
    fakes.ghl.oauth.revokeAccessTokens()
    expect((await s.request('GET', '/api/integrations/crm/ghl/fields', { token: user.token })).body.custom_fields_error).toBeNull()
    expect(fakes.ghl.oauth.refreshes).toBe(refreshesBefore + 2)

    // Both revoked: the refresh is refused, the connection asks to reconnect, and says so.
    fakes.ghl.oauth.revokeAccessTokens()
    fakes.ghl.oauth.revokeRefreshTokens()
    const broken = await s.request('GET', '/api/integrations/crm/ghl/fields', { token: user.token })
    expect(broken.body.custom_fields_error).toMatch(/^The CRM refused our access. Please connect it again./)
    const listed = (await s.request('GET', '/api/integrations/crm', { token: user.token })).body.data.find((c: any) => c.provider === 'ghl')
    expect(listed).toMatchObject({ connected: true, status: 'needs_reconnect', last_error: expect.stringContaining('Invalid refresh token') })
    // Connecting again repairs it.
    await connect(user.token, 'ghl', fakes.ghl)
    expect((await connectionRow(user.accountId, 'ghl'))!.status).toBe('connected')
  })

  it('connects Keap (refresh with HTTP Basic) and the sales connector', async () => {
    const user = await signedInAccount(s, 'keap')
    expect(await connect(user.token, 'keap', fakes.keap)).toMatchObject({ provider: 'keap', label: 'ab123.infusionsoft.com' })
    fakes.keap.oauth.revokeAccessTokens()
    const keapFields = await s.request('GET', '/api/integrations/crm/keap/fields', { token: user.token })
    expect(keapFields.body.crm_fields).toContainEqual({ key: 'custom:12', label: 'Company name', custom: true })
    expect(fakes.keap.requestsTo('/token').at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from('keap-client:keap-secret').toString('base64')}`)

    expect(await connect(user.token, 'sales_connector', fakes.salesConnector)).toMatchObject({ provider: 'sales_connector', label: 'Acme Sales' })
    const scFields = await s.request('GET', '/api/integrations/crm/sales_connector/fields', { token: user.token })
    expect(scFields.body.crm_fields).toContainEqual({ key: 'custom:lead_score', label: 'Lead score', custom: true })
  })

  it('connects Groove with an API key checked by Groove and stored sealed; disconnecting forgets it', async () => {
    const user = await signedInAccount(s, 'groove')
    const bad = await s.request('POST', '/api/integrations/crm/groove/connect', { token: user.token, body: { api_key: 'wrong' } })
    expect([bad.status, bad.body.errors]).toEqual([422, { api_key: ['The CRM refused this API key.'] }])
    expect((await s.request('POST', '/api/integrations/crm/groove/connect', { token: user.token, body: {} })).body.errors).toEqual({ api_key: ['Field is required'] })
    const ok = await s.request('POST', '/api/integrations/crm/groove/connect', { token: user.token, body: { api_key: GROOVE_API_KEY } })
    expect(ok.body.connection).toMatchObject({ provider: 'groove', connected: true, label: 'owner@groove.example' })
    const row = (await connectionRow(user.accountId, 'groove'))!
    expect(row.apiKeySealed).toMatch(/^v1:/)
    expect(JSON.stringify(row)).not.toContain(GROOVE_API_KEY)
    expect((await s.request('DELETE', '/api/integrations/crm/groove', { token: user.token })).status).toBe(200)
    expect(await connectionRow(user.accountId, 'groove')).toBeUndefined()
  })
})

describe('CRM field mapping', () => {
  it('answers the default mapping until one is saved, validates CRM fields per CRM, and resets', async () => {
    const user = await signedInAccount(s, 'mapping')
    const initial = await s.request('GET', '/api/integrations/crm/keap/fields', { token: user.token })
    expect(initial.body).toMatchObject({ provider: 'keap', saved: false, custom_fields_error: 'Connect this CRM first.' })
    expect(initial.body.mapping).toContainEqual({ lead_field: 'first_name', crm_field: 'given_name' })
    expect(initial.body.lead_fields).toContain('list_name')

    const put = (provider: string, mapping: unknown) => s.request('PUT', `/api/integrations/crm/${provider}/fields`, { token: user.token, body: { mapping } })
    expect((await put('keap', [{ lead_field: 'name', crm_field: 'nickname' }])).body.errors).toEqual({ 'mapping.0.crm_field': ['Type is not valid'] })
    expect((await put('keap', [{ lead_field: 'shoe_size', crm_field: 'given_name' }])).body.errors).toEqual({ 'mapping.0.lead_field': ['Type is not valid'] })
    expect((await put('keap', [{ lead_field: 'name', crm_field: 'given_name' }, { lead_field: 'first_name', crm_field: 'given_name' }])).body.errors).toEqual({ 'mapping.1.crm_field': ['Type is not valid'] })
    expect((await put('zapier', [{ lead_field: 'name', crm_field: '1st name' }])).body.errors).toEqual({
      'mapping.0.crm_field': ['A field name must start with a letter and contain only letters, numbers or underscores.'],
    })
    const saved = await put('keap', [{ lead_field: 'company', crm_field: 'custom:12' }, { lead_field: 'first_name', crm_field: 'given_name' }])
    expect(saved.body.mapping).toEqual([{ lead_field: 'company', crm_field: 'custom:12' }, { lead_field: 'first_name', crm_field: 'given_name' }])
    expect((await s.request('GET', '/api/integrations/crm/keap/fields', { token: user.token })).body).toMatchObject({ saved: true, mapping: saved.body.mapping })
    // Another account still has the default.
    expect((await s.request('GET', '/api/integrations/crm/keap/fields', { token: stranger.token })).body.saved).toBe(false)
    await s.request('DELETE', '/api/integrations/crm/keap/fields', { token: user.token })
    expect((await s.request('GET', '/api/integrations/crm/keap/fields', { token: user.token })).body.saved).toBe(false)
  })
})

describe('GPT API key settings', () => {
  it('stores the key sealed, answers only a masked hint, and hands the server the opened key', async () => {
    expect((await s.request('GET', '/api/integrations/gpt', { token: owner.token })).body).toEqual({ settings: null })
    expect((await s.request('GET', '/api/integrations/gpt')).status).toBe(401)
    const missingKey = await s.request('PUT', '/api/integrations/gpt', { token: owner.token, body: { model: 'gpt-4o-mini' } })
    expect([missingKey.status, missingKey.body.errors]).toEqual([422, { api_key: ['Field is required'] }])
    const badUrl = await s.request('PUT', '/api/integrations/gpt', { token: owner.token, body: { model: 'm', api_key: 'k', base_url: 'ftp://x' } })
    expect(badUrl.body.errors).toEqual({ base_url: ['Field must be a valid url'] })
    expect((await s.request('PUT', '/api/integrations/gpt', { token: owner.token, body: { api_key: 'k' } })).body.errors).toEqual({ model: ['Field is required'] })

    const key = 'sk-test-0123456789abcdefWXYZ'
    const saved = await s.request('PUT', '/api/integrations/gpt', { token: owner.token, body: { model: 'gpt-4o-mini', api_key: key } })
    expect(saved.status).toBe(200)
    expect(saved.body.settings).toEqual({ base_url: 'https://api.openai.com/v1', model: 'gpt-4o-mini', api_key_hint: '…WXYZ', updated_at: expect.any(String) })
    expect(JSON.stringify(saved.body)).not.toContain(key)
    const [row] = await s.db.select().from(gptSettings)
    expect(JSON.stringify(row)).not.toContain(key)
    expect(row.apiKeySealed).toMatch(/^v1:/)
    expect(await readGptSettings(s.deps, owner.accountId)).toEqual({ baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey: key })

    // A blank key keeps the stored one; a new base URL (trailing slash dropped) and model are saved.
    const edited = await s.request('PUT', '/api/integrations/gpt', { token: owner.token, body: { model: 'llama3', base_url: 'http://ollama.internal:11434/v1/', api_key: '' } })
    expect(edited.body.settings).toMatchObject({ base_url: 'http://ollama.internal:11434/v1', model: 'llama3', api_key_hint: '…WXYZ' })
    expect(await readGptSettings(s.deps, owner.accountId)).toEqual({ baseUrl: 'http://ollama.internal:11434/v1', model: 'llama3', apiKey: key })

    // Per account: the stranger sees nothing and has nothing.
    expect((await s.request('GET', '/api/integrations/gpt', { token: stranger.token })).body).toEqual({ settings: null })
    expect(await readGptSettings(s.deps, stranger.accountId)).toBeNull()

    expect((await s.request('DELETE', '/api/integrations/gpt', { token: owner.token })).status).toBe(200)
    expect(await readGptSettings(s.deps, owner.accountId)).toBeNull()
  })
})
