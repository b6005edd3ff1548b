import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'
import { createList, signedInAccount } from './lead-seed'

/** The API as a plain script sees it: a separate Node process, fetch, an API key; the project's code is not loaded. */
const run = promisify(execFile)
let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'script')
  await createList(s, owner.token, 'company', 'Listed for the script')
})
afterAll(async () => {
  await s?.close()
})

async function script(key: string) {
  const { stdout } = await run(process.execPath, ['tests/server/fixtures/api-key-client.mjs'], { env: { ...process.env, API_URL: s.url, API_KEY: key } })
  return JSON.parse(stdout)
}
const newKey = async (scope: string) => (await s.request('POST', '/api/user-api-key', { token: owner.token, body: { name: `script ${scope}`, scope } })).body.token as string

describe('a plain script with an API key', () => {
  it('reads the lists and creates one with a read_write key', async () => {
    const seen = await script(await newKey('read_write'))
    expect(seen.list).toMatchObject({ status: 200, names: ['Listed for the script'], rateLimit: expect.stringMatching(/^"per-key";r=\d+;t=\d+$/) })
    expect(seen.create).toEqual({ status: 201, name: 'Made by a plain script', code: null })
    const lists = await s.request('GET', '/api/campaigns', { token: owner.token })
    expect(lists.body.data.map((l: { name: string }) => l.name).sort()).toEqual(['Listed for the script', 'Made by a plain script'])
  })

  it('reads but is refused the write with a read key', async () => {
    const seen = await script(await newKey('read'))
    expect(seen.list.status).toBe(200)
    expect(seen.create).toEqual({ status: 403, name: null, code: 'integrations.api_key_read_only' })
    const lists = await s.request('GET', '/api/campaigns', { token: owner.token })
    expect(lists.body.data).toHaveLength(2)
  })
})
