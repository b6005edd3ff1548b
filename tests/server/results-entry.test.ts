import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'
import { createList, signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'entry')
})
afterAll(async () => {
  await s?.close()
})

const post = (path: string, body: unknown) => s.request('POST', path, { token: owner.token, body })
const rowsOf = async (type: string, id: number) => (await post(`/api/${type}-results/${id}`, { limit: 100 })).body.data

describe('manual entry and influencer import', () => {
  it('adds local records, with the validation messages per record index, all or nothing', async () => {
    const list = await createList(s, owner.token, 'industry', 'By hand')
    const bad = await post(`/api/campaigns/${list}/manual-entry`, { records: [{ website: 'https://ok.example' }, { name: 'No site' }, { website: 'ftp://x', email: 'nope' }] })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({ 'records.1.website': ['Field is required'], 'records.2.website': ['Field must be a valid url'], 'records.2.email': ['Field must be a valid email'] })
    expect(await rowsOf('industry', list)).toEqual([])

    const ok = await post(`/api/campaigns/${list}/manual-entry`, {
      records: [{ website: 'https://www.smile.example', name: 'Smile Dental', email: 'Info@Smile.example', city: 'Köln', street: 'Ring 1', first_name: 'Ada' }, { website: 'https://plain.example' }],
    })
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({ message: '2 records added.', created: 2, skipped: 0 })
    const again = await post(`/api/campaigns/${list}/manual-entry`, { records: [{ website: 'https://plain.example' }] })
    expect(again.body).toMatchObject({ created: 0, skipped: 1 })
    const rows = await rowsOf('industry', list)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ name: 'Smile Dental', email: 'info@smile.example', email_state: 'email_found', city: 'Köln', street: 'Ring 1', first_name: 'Ada', source: 'manual' })
    expect(rows[1]).toMatchObject({ name: 'plain.example', email: null, email_state: 'no_email_found' })

    expect((await post(`/api/campaigns/${list}/manual-entry`, { records: [] })).body.errors).toEqual({ records: ['Field is required'] })
    expect((await post(`/api/campaigns/${list}/manual-entry`, {})).status).toBe(422)
    expect((await post(`/api/campaigns/${list}/manual-entry`, { records: ['x'] })).status).toBe(422)
  })

  it('adds people records: LinkedIn URL or e-mail, or a name with a website', async () => {
    const list = await createList(s, owner.token, 'people', 'People by hand')
    const bad = await post(`/api/campaigns/${list}/manual-entry`, { records: [{ company: 'Acme' }, { name: 'Just a name' }] })
    expect(bad.body.errors).toEqual({
      'records.0.linkedin_url': ['Field is required when email field is empty.'],
      'records.0': ['Please Provide LinkedIn URL, Email or Name.'],
      'records.1.linkedin_url': ['Field is required when email field is empty.'],
    })
    const ok = await post(`/api/campaigns/${list}/manual-entry`, {
      records: [{ linkedin_url: 'https://www.linkedin.com/in/ada', name: 'Ada Lovelace', position: 'CTO', company: 'Engines' }, { email: 'bob@x.example' }, { name: 'Cy Young', website: 'https://cy.example' }],
    })
    expect(ok.body).toMatchObject({ created: 3 })
    const rows = await rowsOf('people', list)
    expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', linkedin_url: 'https://www.linkedin.com/in/ada', position: 'CTO', company: 'Engines', first_name: 'Ada', last_name: 'Lovelace' })

    const single = await createList(s, owner.token, 'single', 'Domain list')
    expect((await post(`/api/campaigns/${single}/manual-entry`, { records: [{ website: 'https://a.example' }] })).status).toBe(422)
  })

  it('imports influencers from profile URLs', async () => {
    const list = await createList(s, owner.token, 'influencer', 'Creators')
    const bad = await post(`/api/campaigns/${list}/influencer-import`, { urls: ['https://www.instagram.com/good.name/', 'https://example.com/someone', 'https://www.instagram.com/p/ABC123/', 'nonsense url'] })
    expect(bad.body.errors).toEqual({ 'urls.1': ['Field must be a valid url'], 'urls.2': ['Field must be a valid url'], 'urls.3': ['Field must be a valid url'] })
    expect((await post(`/api/campaigns/${list}/influencer-import`, { urls: [] })).body.errors).toEqual({ urls: ['Field is required'] })
    expect((await post(`/api/campaigns/${list}/influencer-import`, {})).body.errors).toEqual({ urls: ['Field is required'] })

    const ok = await post(`/api/campaigns/${list}/influencer-import`, {
      urls: ['https://www.instagram.com/good.name/', 'tiktok.com/@dancer_1', 'https://www.youtube.com/@Chef-Channel', 'https://youtube.com/channel/UCabcdefghijklmnopqrstuv', 'https://instagram.com/GOOD.NAME'],
    })
    expect(ok.body).toMatchObject({ created: 4, skipped: 1 })
    const rows = await rowsOf('influencer', list)
    expect(rows.map((r: { platform: string; username: string }) => `${r.platform}:${r.username}`)).toEqual([
      'instagram:good.name', 'tiktok:dancer_1', 'youtube:Chef-Channel', 'youtube:UCabcdefghijklmnopqrstuv',
    ])
    expect(rows[1]).toMatchObject({ website: 'https://www.tiktok.com/@dancer_1', profile_url: 'https://www.tiktok.com/@dancer_1' })

    const people = await createList(s, owner.token, 'people', 'Not influencers')
    expect((await post(`/api/campaigns/${people}/influencer-import`, { urls: ['https://www.instagram.com/x'] })).status).toBe(422)
  })
})
