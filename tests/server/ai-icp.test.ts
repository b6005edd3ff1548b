import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeSearchDraft, encodeSearchDraft, icpSearchDraft, type IcpSuggestion } from '../../src/shared/ai/icp'
import { placeCategories } from '../../src/shared/leads/categories'
import { companySizes, departments, seniorityLevels, searchParams } from '../../src/shared/leads/search'
import { validate } from '../../src/shared/validate'
import { normaliseIcps } from '../../src/server/modules/ai/icp/icp-model'
import { startTestServer, type TestServer } from './harness'
import { addTraining, completeProfile, useFakeModel } from './ai-seed'
import { startFakeOpenAi, type FakeOpenAi } from './fakes/fake-openai'
import { signedInAccount } from './lead-seed'

let s: TestServer
let fake: FakeOpenAi
const gate = 'Please fill out the business profile form to generate AI data.'

beforeAll(async () => {
  fake = await startFakeOpenAi()
  s = await startTestServer({ mail: 'outbox', config: { outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' } } })
})
afterAll(async () => {
  await s?.close()
  await fake?.close()
})

const categoryIds = new Set(placeCategories.map((c) => c.id))

/** Every value is one of the product's own: the suggestion always opens a valid search. */
function expectInVocabulary(icp: IcpSuggestion) {
  expect(icp.place_categories.every((c) => categoryIds.has(c)), icp.title).toBe(true)
  expect(icp.seniority.every((v) => (seniorityLevels as readonly string[]).includes(v))).toBe(true)
  expect(icp.departments.every((v) => (departments as readonly string[]).includes(v))).toBe(true)
  expect(icp.company_sizes.every((v) => (companySizes as readonly string[]).includes(v))).toBe(true)
}

describe('ICP suggestions', () => {
  it('refuses until the profile is complete, then suggests from the profile and the training data, the same way every time', async () => {
    const user = await signedInAccount(s, 'icp')
    expect((await s.request('GET', '/api/icp-suggestions', { token: user.token })).body).toBeNull()
    const refused = await s.request('POST', '/api/icp-suggestions', { token: user.token })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe(gate)

    await completeProfile(s, user.accountId)
    await addTraining(s, user.accountId, 'Customers', 'Our customers are dental practices in Berlin and Hamburg. Practice owners and office managers love the reminders.')
    const made = await s.request('POST', '/api/icp-suggestions', { token: user.token })
    expect(made.status).toBe(200)
    expect(made.body).toMatchObject({ provider: 'template', writer: 'Template writer (no AI model)' })
    const suggestions: IcpSuggestion[] = made.body.suggestions
    expect(suggestions.map((i) => i.search_type)).toEqual(['industry', 'people', 'company'])
    const [local, people, companies] = suggestions
    expect(local).toMatchObject({ place_categories: ['dentist'], title: 'Dentists in Berlin, Germany' })
    expect(local.locations.map((l) => l.city)).toEqual(expect.arrayContaining(['Berlin', 'Hamburg']))
    expect(local.locations[0]).toMatchObject({ country: 'DE', city: 'Berlin' })
    expect(people.titles).toEqual(expect.arrayContaining(['Owner', 'Office Manager']))
    expect(people.seniority).toEqual(expect.arrayContaining(['Founder/Owner', 'Manager']))
    expect(companies.industries[0]).toBe('Dental')
    expect(local.rationale).toContain('"dental practices"')
    suggestions.forEach(expectInVocabulary)

    // Each suggestion opens a search the shared search schema accepts as it is.
    for (const icp of suggestions) {
      const draft = icpSearchDraft(icp)
      expect(decodeSearchDraft(encodeSearchDraft(draft))).toEqual({ values: draft.values, location: draft.location })
    }
    const localDraft = icpSearchDraft(local)
    expect(validate(searchParams.industry, { category: localDraft.values.category, location: { country: 'DE', city: 'Berlin' } }).ok).toBe(true)

    const again = await s.request('POST', '/api/icp-suggestions', { token: user.token })
    expect(again.body.suggestions).toEqual(suggestions)
    expect((await s.request('GET', '/api/icp-suggestions', { token: user.token })).body.suggestions).toEqual(suggestions)
  })

  it("asks the user's model for JSON and keeps only the product's vocabularies", async () => {
    const user = await signedInAccount(s, 'icp-model')
    await completeProfile(s, user.accountId)
    await useFakeModel(s, user.token, fake)
    fake.reset()
    fake.setReply(() =>
      JSON.stringify({
        suggestions: [
          { search_type: 'industry', title: 'Dental clinics', rationale: 'They miss appointments.', place_categories: ['Dentist', 'moon_base'], locations: [{ country: 'de', city: 'Hamburg' }, { country: 'XX' }] },
          { search_type: 'people', title: 'Practice managers', titles: ['Practice Manager'], seniority: ['Manager', 'Overlord'], departments: ['Operations', 'Magic'], company_sizes: ['11-50', 'huge'] },
          { search_type: 'industry', title: 'Nothing usable', place_categories: ['unknown'] },
          { search_type: 'galaxy', title: 'Wrong type' },
        ],
      }),
    )
    const made = await s.request('POST', '/api/icp-suggestions', { token: user.token })
    expect(made.status).toBe(200)
    expect(made.body).toMatchObject({ provider: 'openai', writer: 'gpt-fake-1' })
    expect(made.body.suggestions).toEqual([
      expect.objectContaining({ search_type: 'industry', title: 'Dental clinics', place_categories: ['dentist'], locations: [{ country: 'DE', state: 'HH', city: 'Hamburg', label: 'Hamburg, Germany' }] }),
      expect.objectContaining({ search_type: 'people', titles: ['Practice Manager'], seniority: ['Manager'], departments: ['Operations'], company_sizes: ['11-50'] }),
    ])
    expect(fake.requests[0].body.response_format).toEqual({ type: 'json_object' })
    expect(fake.requests[0].body.messages[1].content).toContain('Helps: Dental practices and orthodontists')

    fake.setReply(() => 'Sorry, I cannot help with that.')
    const junk = await s.request('POST', '/api/icp-suggestions', { token: user.token })
    expect(junk.status).toBe(502)
    expect(junk.body.message).toBe('The AI provider answered suggestions that are not JSON.')
    // The last good suggestions stay.
    expect((await s.request('GET', '/api/icp-suggestions', { token: user.token })).body.suggestions).toHaveLength(2)
    fake.rateLimit()
    const limited = await s.request('POST', '/api/icp-suggestions', { token: user.token })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    fake.setReply((body) => `Written by ${body.model}`)
  })

  it('normalises whatever shape a model answers', () => {
    expect(normaliseIcps(null)).toEqual([])
    expect(normaliseIcps({ suggestions: 'many' })).toEqual([])
    expect(normaliseIcps({ suggestions: [{ search_type: 'company', industries: [] }, { search_type: 'company', industries: ['Software'], company_sizes: ['10000+'] }] })).toEqual([
      expect.objectContaining({ key: 'model-2', industries: ['Software'], company_sizes: ['10000+'], title: 'company 2' }),
    ])
    expect(decodeSearchDraft('{not json')).toBeNull()
    expect(decodeSearchDraft(JSON.stringify({ values: { a: 1, b: ['x'], c: 'y' }, location: { country: 'DE', nearby: 'yes' } }))).toEqual({ values: { b: ['x'], c: 'y' }, location: { country: 'DE', state: '', city: '', nearby: false } })
  })
})
