import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gptSettings } from '../../src/server/db/schema/integrations'
import { readGptSettings } from '../../src/server/modules/integrations/gpt-settings'
import { startTestServer, type TestServer } from './harness'
import { signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'oauth')
  stranger = await signedInAccount(s, 'stranger')
})
afterAll(async () => {
  await s?.close()
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
