import { stringify } from 'csv-stringify/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadJobProcessors } from '../../src/server/modules/lead-jobs/processors'
import { aiWriteProcessor } from '../../src/server/modules/ai/ai-write-processor'
import { AiProviderError, chatCompletion } from '../../src/server/providers/ai/chat-completions'
import { createEventStreamReader } from '../../src/server/providers/ai/server-sent-events'
import { writeFromTemplates } from '../../src/server/providers/ai/template-writer'
import { leadFacts, type WritingTask } from '../../src/server/providers/ai/writing-task'
import { startTestServer, type TestServer } from './harness'
import { addTraining, completeProfile, dentalProfile, useFakeModel, waitForJob } from './ai-seed'
import { FAKE_OPENAI_KEY, FAKE_OPENAI_MODEL, startFakeOpenAi, type FakeOpenAi } from './fakes/fake-openai'
import { createList, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let fake: FakeOpenAi
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>
const gate = 'Please fill out the business profile form to generate AI data.'
const loopback = { allow: ['127.0.0.1'], allowedPorts: 'any' as const }

beforeAll(async () => {
  fake = await startFakeOpenAi()
  s = await startTestServer({ mail: 'outbox', config: { outbound: loopback, leadJobRetrySeconds: 0 } })
  owner = await signedInAccount(s, 'writer')
  stranger = await signedInAccount(s, 'stranger')
})
afterAll(async () => {
  await s?.close()
  await fake?.close()
})

const people = [
  { name: 'Jane Doe', email: 'jane@northwind.example', city: 'Berlin', country: 'DE', fields: { first_name: 'Jane', last_name: 'Doe', position: 'Practice Manager', company: 'Northwind Dental' } },
  { name: 'Omar Haddad', city: 'Hamburg', country: 'DE', fields: { position: 'Owner', company: 'Haddad Orthodontics' } },
  { name: 'Lena Vogel', email: 'lena@vogel.example', city: 'Munich', country: 'DE', fields: { position: 'Dentist', company: 'Vogel Zahnmedizin' } },
]

function task(promptType: WritingTask['promptType'], lead = people[0], promptText = ''): WritingTask {
  const profile = { ...dentalProfile }
  return {
    promptType,
    promptText,
    profile,
    lead: leadFacts({ id: 1, key: lead.name, type: 'people', name: lead.name, email: lead.email ?? null, phone: null, website: null, city: lead.city, state: null, country: lead.country, fields: lead.fields }),
    training: [{ source: 'text', title: 'Results', text: 'Dental practices using SmileDesk cut no-shows by 48 percent. Our team answers within a day.', rank: 1 }],
    fineTunes: [{ question: 'Guarantee?', answer: 'Fewer no-shows in 60 days or your money back.', variable: 'guarantee' }],
  }
}

describe('the OpenAI-compatible provider', () => {
  const settings = () => ({ baseUrl: fake.baseUrl, model: FAKE_OPENAI_MODEL, apiKey: FAKE_OPENAI_KEY })

  it('sends a chat completion and reads the plain answer', async () => {
    fake.reset()
    const answer = await chatCompletion(settings(), [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Say hi' }], { policy: loopback, maxTokens: 20 })
    expect(answer).toEqual({ text: `Written by ${FAKE_OPENAI_MODEL}: Say hi`, model: FAKE_OPENAI_MODEL, finishReason: 'stop' })
    expect(fake.requests[0]).toMatchObject({ path: '/v1/chat/completions', authorization: `Bearer ${FAKE_OPENAI_KEY}`, body: { model: FAKE_OPENAI_MODEL, max_tokens: 20 } })
    expect(fake.requests[0].body.stream).toBeUndefined()
  })

  it('reads a streamed answer from its server-sent events up to [DONE]', async () => {
    fake.reset()
    fake.setReply(() => 'A streamed answer, split into many small pieces.')
    const deltas: string[] = []
    const answer = await chatCompletion(settings(), [{ role: 'user', content: 'Stream it' }], { policy: loopback, stream: true, onDelta: (d) => deltas.push(d) })
    expect(answer.text).toBe('A streamed answer, split into many small pieces.')
    expect(deltas.length).toBeGreaterThan(5)
    expect(deltas.join('')).toBe(answer.text)
    expect(fake.requests[0]).toMatchObject({ accept: 'text/event-stream', body: { stream: true } })
    fake.setReply((body) => `Written by ${body.model}: ${body.messages[body.messages.length - 1].content.split('\n')[0]}`)
  })

  it('reads a streamed answer as it arrives: the first piece before the server sends the last, and [DONE] ends the read', async () => {
    fake.reset()
    fake.setReply(() => 'First words arrive early; the rest waits for the test.')
    // The connection stays open after [DONE]: a client that read the whole body first would never return.
    const held = fake.holdNextStream({ keepOpen: true })
    const deltas: string[] = []
    let firstSeen!: () => void
    const first = new Promise<void>((resolve) => (firstSeen = resolve))
    const answer = chatCompletion(settings(), [{ role: 'user', content: 'Stream it slowly' }], {
      policy: loopback,
      stream: true,
      onDelta: (d) => {
        deltas.push(d)
        firstSeen()
      },
    })
    await first
    expect([deltas, held.lastSent]).toEqual([['First w'], false])
    held.release()
    expect(await answer).toEqual({ text: 'First words arrive early; the rest waits for the test.', model: FAKE_OPENAI_MODEL, finishReason: 'stop' })
    expect(deltas.join('')).toBe('First words arrive early; the rest waits for the test.')
    expect(held.lastSent).toBe(true)
    // Having read [DONE], the client closed the connection itself.
    await held.closedByClient
    fake.setReply((body) => `Written by ${body.model}: ${body.messages[body.messages.length - 1].content.split('\n')[0]}`)
  })

  it('reports an error answer to a streamed request, and an error event mid-stream', async () => {
    fake.reset()
    fake.rateLimit()
    expect(await chatCompletion(settings(), [{ role: 'user', content: 'x' }], { policy: loopback, stream: true }).catch((e: unknown) => e)).toMatchObject({ kind: 'rate_limit', status: 429, retryAfterSeconds: 1 })
    fake.setReply(() => 'never streamed')
    const wrongKey = await chatCompletion({ ...settings(), apiKey: 'sk-wrong' }, [{ role: 'user', content: 'x' }], { policy: loopback, stream: true }).catch((e: unknown) => e)
    expect(wrongKey).toMatchObject({ kind: 'auth', status: 401 })
    fake.failMidStream('The model is overloaded.')
    const deltas: string[] = []
    const failed = await chatCompletion(settings(), [{ role: 'user', content: 'x' }], { policy: loopback, stream: true, onDelta: (d) => deltas.push(d) }).catch((e: unknown) => e)
    expect(failed).toMatchObject({ kind: 'server', retryable: true, message: 'The AI provider failed mid-stream: The model is overloaded.' })
    expect(deltas).toEqual(['never s'])
    fake.setReply((body) => `Written by ${body.model}: ${body.messages[body.messages.length - 1].content.split('\n')[0]}`)
  })

  it('reports a refused key, rate limits, an exhausted quota and server errors as what they are', async () => {
    const wrongKey = await chatCompletion({ ...settings(), apiKey: 'sk-wrong' }, [{ role: 'user', content: 'x' }], { policy: loopback }).catch((e: unknown) => e)
    expect(wrongKey).toBeInstanceOf(AiProviderError)
    expect(wrongKey).toMatchObject({ kind: 'auth', status: 401, retryable: false, message: expect.stringContaining('The AI provider refused the API key (401): Incorrect API key provided') })
    fake.rateLimit()
    expect(await chatCompletion(settings(), [{ role: 'user', content: 'x' }], { policy: loopback }).catch((e: unknown) => e)).toMatchObject({ kind: 'rate_limit', status: 429, retryable: true, retryAfterSeconds: 1 })
    fake.quotaExceeded()
    expect(await chatCompletion(settings(), [{ role: 'user', content: 'x' }], { policy: loopback }).catch((e: unknown) => e)).toMatchObject({ kind: 'quota', retryable: false })
    fake.serverError()
    expect(await chatCompletion(settings(), [{ role: 'user', content: 'x' }], { policy: loopback }).catch((e: unknown) => e)).toMatchObject({ kind: 'server', status: 500, retryable: true })
    // Production's outbound policy refuses a loopback base URL before any request leaves.
    expect(await chatCompletion(settings(), [{ role: 'user', content: 'x' }], { policy: {} }).catch((e: unknown) => e)).toMatchObject({ kind: 'refused', retryable: false })
  })

  it('reassembles events split anywhere, ignoring comments', () => {
    const seen: string[] = []
    const reader = createEventStreamReader((d) => seen.push(d))
    for (const piece of [': keep-alive\n\nda', 'ta: {"a":1}\r', '\n\ndata: {"b"', ':2}\n\ndata: [DONE]\n\ndata: {"late":true}\n\n']) reader.push(piece)
    reader.end()
    expect(seen).toEqual(['{"a":1}', '{"b":2}'])
    expect(reader.sawDone).toBe(true)
  })
})

describe('the template writer', () => {
  it('writes the same text for the same lead every time, from the profile, the training data and the lead', () => {
    for (const type of ['first_line', 'subject', 'summary', 'direct', 'similar', 'competitor', 'supplier'] as const) {
      const first = writeFromTemplates(task(type))
      expect(first, type).toBe(writeFromTemplates(task(type)))
      expect(first.length, type).toBeGreaterThan(10)
      expect(first, type).not.toMatch(/\{\{|undefined|null/)
    }
    expect(writeFromTemplates(task('first_line'))).toMatch(/^Hey Jane, /)
    expect(writeFromTemplates(task('summary'))).toContain('Jane Doe is a Practice Manager at Northwind Dental in Berlin.')
    expect(writeFromTemplates(task('summary'))).toContain('48 percent')
    const direct = writeFromTemplates(task('direct'))
    expect(direct).toContain('SmileDesk helps dental practices and orthodontists with patient reminder software.')
    expect(direct).toMatch(/Cheers,\nMara Schulz\nSmileDesk$/)
    expect(writeFromTemplates(task('custom', people[1], 'Hi {{first_name}} of {{company}}: {{guarantee}} {{unknown}}'))).toBe('Hi Omar of Haddad Orthodontics: Fewer no-shows in 60 days or your money back.')
  })

  it('greets a local business by its contact’s first name when one is known', () => {
    const business = (fields: Record<string, unknown>): WritingTask => ({
      ...task('first_line'),
      lead: leadFacts({ id: 2, key: 'acme', type: 'industry', name: 'Acme Dental', email: null, phone: null, website: null, city: null, state: null, country: null, fields }),
    })
    expect(writeFromTemplates(business({ category: 'Dentist', first_name: 'Ada', last_name: 'Moss' }))).toMatch(/^Hey Ada, /)
    expect(writeFromTemplates(business({ category: 'Dentist' }))).toMatch(/^Hey there, /)
  })

  it('never doubles a period when a value ends its own sentence', () => {
    const lead = leadFacts({ id: 3, key: 'inc', type: 'people', name: 'Jo Park', email: null, phone: null, website: null, city: null, state: null, country: null, fields: { company: 'Acme Inc.', position: 'Owner' } })
    for (const type of ['first_line', 'subject', 'summary', 'direct', 'similar', 'competitor', 'supplier'] as const) {
      const text = writeFromTemplates({ ...task(type), lead })
      expect(text, type).not.toMatch(/[^.]\.\.(?!\.)|…\.| [,.!?]/)
    }
    expect(writeFromTemplates({ ...task('summary'), lead })).toContain('Jo Park is an Owner at Acme Inc.')
    expect(writeFromTemplates({ ...task('custom', people[0], 'Thanks, {{first_name}}. See {{unknown}}.'), lead })).toBe('Thanks, Jo. See.')
  })
})

async function profileAndList(user: typeof owner, name = 'Dentists') {
  await completeProfile(s, user.accountId)
  await addTraining(s, user.accountId, 'Case study', 'Practice managers in Berlin saved four hours a week with SmileDesk reminders.')
  const list = await createList(s, user.token, 'people', name)
  const ids = await seedResults(s, user.accountId, list, 'people', people)
  return { list, ids }
}

const write = (token: string, body: Record<string, unknown>) => s.request('POST', '/api/ai/write', { token, body })

describe('writing for leads', () => {
  beforeAll(() => {
    expect(leadJobProcessors['ai-write']).toBe(aiWriteProcessor)
  })

  it('answers with the profile gate until the business profile is complete', async () => {
    const user = await signedInAccount(s, 'gate')
    const list = await createList(s, user.token, 'people', 'Gate')
    const [id] = await seedResults(s, user.accountId, list, 'people', people.slice(0, 1))
    const refused = await write(user.token, { campaign_id: list, scope: 'all', params: { prompt_type: 'first_line' } })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ message: gate, errors: { business_profile: [gate] } })
    const preview = await s.request('POST', '/api/ai/preview', { token: user.token, body: { type: 'people', prompt_type: 'first_line', result_id: id } })
    expect(preview.body.message).toBe(gate)
    expect((await s.request('POST', '/api/icp-suggestions', { token: user.token })).body.message).toBe(gate)
  })

  it('writes first lines for a selection as a job and stores them on the leads, in the details and the CSV', async () => {
    const { list, ids } = await profileAndList(owner)
    expect((await s.request('GET', '/api/ai/writer', { token: owner.token })).body).toEqual({ provider: 'template', model: null, label: 'Template writer (no AI model)' })
    const started = await write(owner.token, { campaign_id: list, scope: 'selection', ids: [ids[0], ids[2]], params: { prompt_type: 'first_line' } })
    expect(started.status).toBe(202)
    expect(started.body.job).toMatchObject({ kind: 'ai-write', total: 2, params: { prompt_type: 'first_line' } })
    const job = await waitForJob(s, owner.token, started.body.job.id)
    expect(job).toMatchObject({ status: 'done', succeeded: 2, failed: 0, charged: 0 })

    const jane = (await s.request('GET', `/api/results/${ids[0]}`, { token: owner.token })).body
    expect(jane.ai_first_line).toMatch(/^Hey Jane, /)
    expect((await s.request('GET', `/api/results/${ids[1]}`, { token: owner.token })).body.ai_first_line).toBeUndefined()
    // The same text as a preview of the same lead: the template writer is deterministic.
    const preview = await s.request('POST', '/api/ai/preview', { token: owner.token, body: { type: 'people', prompt_type: 'first_line', result_id: ids[0] } })
    expect(preview.body).toMatchObject({ text: jane.ai_first_line, writer: { provider: 'template' } })

    const csv = await fetch(`${s.url}/api/campaigns/${list}/export.csv`, { headers: { authorization: `Bearer ${owner.token}` } })
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\n')
    expect(lines[0]).toMatch(/,Created at \(UTC\),AI first line$/)
    expect(lines.find((l) => l.startsWith('Jane Doe,'))!.endsWith(`,${stringify([[jane.ai_first_line]]).trim()}`)).toBe(true)
    expect(lines.find((l) => l.startsWith('Omar Haddad,'))).toMatch(/,$/)

    // Again over the whole list: written leads are skipped, unless asked to overwrite.
    const again = await waitForJob(s, owner.token, (await write(owner.token, { campaign_id: list, scope: 'all', params: { prompt_type: 'first_line' } })).body.job.id)
    expect(again).toMatchObject({ status: 'done', succeeded: 1, skipped: 2 })
    const overwrite = await waitForJob(s, owner.token, (await write(owner.token, { campaign_id: list, scope: 'all', params: { prompt_type: 'first_line', overwrite: true } })).body.job.id)
    expect(overwrite).toMatchObject({ status: 'done', succeeded: 3, skipped: 0 })
  })

  it('refuses foreign lists, results and prompts, other list types and bad params', async () => {
    const { list, ids } = await profileAndList(stranger, 'Theirs')
    await completeProfile(s, owner.accountId)
    const mine = await createList(s, owner.token, 'people', 'Mine')
    const [myId] = await seedResults(s, owner.accountId, mine, 'people', people.slice(0, 1))
    expect((await write(owner.token, { campaign_id: list, scope: 'all', params: { prompt_type: 'first_line' } })).status).toBe(404)
    expect((await write(owner.token, { campaign_id: mine, scope: 'selection', ids: [myId, ids[0]], params: { prompt_type: 'first_line' } })).status).toBe(404)
    const theirPrompt = (await s.request('POST', '/api/prompts', { token: stranger.token, body: { type: 'people', prompt_type: 'first_line', text: 'theirs' } })).body
    expect((await write(owner.token, { campaign_id: mine, scope: 'all', params: { prompt_type: 'first_line', prompt_id: theirPrompt.id } })).status).toBe(404)
    const subjectPrompt = (await s.request('POST', '/api/prompts', { token: owner.token, body: { type: 'people', prompt_type: 'subject', text: 'mine' } })).body
    // A prompt of another type is not the prompt of this one.
    expect((await write(owner.token, { campaign_id: mine, scope: 'all', params: { prompt_type: 'first_line', prompt_id: subjectPrompt.id } })).status).toBe(404)
    expect((await s.request('POST', '/api/ai/preview', { token: owner.token, body: { type: 'people', prompt_type: 'first_line', result_id: ids[0] } })).status).toBe(404)

    const domains = await createList(s, owner.token, 'single', 'Domains')
    const wrongType = await write(owner.token, { campaign_id: domains, scope: 'all', params: { prompt_type: 'first_line' } })
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.errors).toEqual({ type: ['AI writing is not offered for single lists.'] })
    expect((await write(owner.token, { campaign_id: mine, scope: 'all', params: { prompt_type: 'poem' } })).body.errors).toEqual({ 'params.prompt_type': ['Type is not valid'] })
    expect((await write(owner.token, { campaign_id: mine, scope: 'nope', params: { prompt_type: 'first_line' } })).body.errors).toEqual({ scope: ['Type is not valid'] })
    expect((await write(owner.token, { scope: 'all', params: { prompt_type: 'first_line' } })).body.errors).toEqual({ campaign_id: ['Field is required'] })
  })

  it("writes with the user's model, retries a rate limit and stops the job on a refused key", async () => {
    const user = await signedInAccount(s, 'model')
    const { list, ids } = await profileAndList(user, 'Model')
    await useFakeModel(s, user.token, fake)
    expect((await s.request('GET', '/api/ai/writer', { token: user.token })).body).toEqual({ provider: 'openai', model: FAKE_OPENAI_MODEL, label: FAKE_OPENAI_MODEL })
    fake.reset()
    fake.setReply((body) => `Hello from the model for ${/Jane|Omar|Lena/.exec(body.messages[1].content)?.[0]}`)
    fake.rateLimit(1)
    const job = await waitForJob(s, user.token, (await write(user.token, { campaign_id: list, scope: 'all', params: { prompt_type: 'subject' } })).body.job.id)
    expect(job).toMatchObject({ status: 'done', succeeded: 3, failed: 0 })
    expect((await s.request('GET', `/api/results/${ids[1]}`, { token: user.token })).body.ai_subject).toBe('Hello from the model for Omar')
    expect(fake.requests).toHaveLength(4)
    const system = fake.requests[0].body.messages[0].content
    expect(system).toContain('Business: SmileDesk')
    expect(system).toContain('saved four hours a week')
    expect(fake.requests[0].body.messages[1].content).toContain('position: Practice Manager')

    await useFakeModel(s, user.token, fake, 'sk-revoked')
    const failed = await waitForJob(s, user.token, (await write(user.token, { campaign_id: list, scope: 'all', params: { prompt_type: 'summary' } })).body.job.id)
    expect(failed).toMatchObject({ status: 'failed', succeeded: 0, error: expect.stringContaining('The AI provider refused the API key (401)') })
    const preview = await s.request('POST', '/api/ai/preview', { token: user.token, body: { type: 'people', prompt_type: 'first_line', text: 'Say hi' } })
    expect(preview.status).toBe(502)
    expect(preview.body).toMatchObject({ code: 'ai.provider_auth', message: expect.stringContaining('refused the API key') })
    fake.setReply((body) => `Written by ${body.model}: ${body.messages[body.messages.length - 1].content.split('\n')[0]}`)
  })
})
