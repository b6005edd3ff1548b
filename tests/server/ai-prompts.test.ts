import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promptTypes } from '../../src/shared/ai/prompts'
import { ADMIN, startTestServer, type TestServer } from './harness'
import { addTraining, completeProfile } from './ai-seed'
import { signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>
let admin: string
const gate = 'Please fill out the business profile form to generate AI data.'

beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'prompts')
  stranger = await signedInAccount(s, 'stranger')
  admin = await s.login(ADMIN.email, ADMIN.password)
})
afterAll(async () => {
  await s?.close()
})

const prompts = (token: string, query: string) => s.request('GET', `/api/prompts?${query}`, { token })

describe('prompts', () => {
  it('lists the platform defaults beside the own prompts only with show_default=1', async () => {
    const defaults = await prompts(owner.token, 'type=people&prompt_type=first_line&show_default=1')
    expect(defaults.status).toBe(200)
    expect(defaults.body.data).toEqual([
      expect.objectContaining({ type: 'people', prompt_type: 'first_line', is_default: true, text: expect.stringContaining('{{first_name}}') }),
    ])
    expect((await prompts(owner.token, 'type=people&prompt_type=first_line')).body.data).toEqual([])
    // One default per list type and prompt type: 5 AI list types x 8 prompt types.
    const all = await prompts(owner.token, 'show_default=1')
    expect(all.body.data).toHaveLength(5 * promptTypes.length)

    const own = await s.request('POST', '/api/prompts', { token: owner.token, body: { type: 'people', prompt_type: 'first_line', text: '  Open with a compliment for {{first_name}}.  ' } })
    expect(own.status).toBe(201)
    expect(own.body).toMatchObject({ type: 'people', prompt_type: 'first_line', text: 'Open with a compliment for {{first_name}}.', is_default: false })
    const both = await prompts(owner.token, 'type=people&prompt_type=first_line&show_default=1')
    expect(both.body.data.map((p: { is_default: boolean }) => p.is_default)).toEqual([false, true])
    expect(both.body.data[0].id).toBe(own.body.id)
    // Another account sees the defaults, never someone else's prompts.
    expect((await prompts(stranger.token, 'type=people&prompt_type=first_line&show_default=1')).body.data.map((p: { is_default: boolean }) => p.is_default)).toEqual([true])
  })

  it('edits and deletes own prompts; defaults and foreign ids read as missing', async () => {
    const own = (await s.request('POST', '/api/prompts', { token: owner.token, body: { type: 'industry', prompt_type: 'subject', text: 'A subject for {{name}}' } })).body
    const edited = await s.request('PUT', `/api/prompts/${own.id}`, { token: owner.token, body: { text: 'A better subject for {{name}}' } })
    expect(edited.body).toMatchObject({ id: own.id, text: 'A better subject for {{name}}' })
    const [aDefault] = (await prompts(owner.token, 'type=industry&prompt_type=subject&show_default=1')).body.data.filter((p: { is_default: boolean }) => p.is_default)
    for (const id of [aDefault.id, 999999, 'abc']) {
      expect((await s.request('PUT', `/api/prompts/${id}`, { token: owner.token, body: { text: 'x' } })).status).toBe(404)
      expect((await s.request('DELETE', `/api/prompts/${id}`, { token: owner.token })).status).toBe(404)
    }
    expect((await s.request('PUT', `/api/prompts/${own.id}`, { token: stranger.token, body: { text: 'stolen' } })).status).toBe(404)
    expect((await s.request('DELETE', `/api/prompts/${own.id}`, { token: stranger.token })).status).toBe(404)
    expect((await s.request('DELETE', `/api/prompts/${own.id}`, { token: owner.token })).status).toBe(200)
    expect((await s.request('DELETE', `/api/prompts/${own.id}`, { token: owner.token })).status).toBe(404)
  })

  it('validates bodies and queries with the validation messages', async () => {
    const bad = await s.request('POST', '/api/prompts', { token: owner.token, body: { type: 'single', prompt_type: 'poem', text: '' } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({ type: ['Type is not valid'], prompt_type: ['Type is not valid'], text: ['Field is required'] })
    const long = await s.request('POST', '/api/prompts', { token: owner.token, body: { type: 'people', prompt_type: 'custom', text: 'x'.repeat(4001) } })
    expect(long.body.errors).toEqual({ text: ['Field must be max 4000'] })
    expect((await prompts(owner.token, 'type=people&show_default=yes')).body.errors).toEqual({ show_default: ['Type is not valid'] })
    expect((await s.request('GET', '/api/prompts')).status).toBe(401)
  })

  it('lets only the super admin manage the platform defaults, which every user then sees', async () => {
    expect((await s.request('GET', '/api/admin/default-prompts', { token: owner.token })).status).toBe(403)
    expect((await s.request('POST', '/api/admin/default-prompts', { token: owner.token, body: { type: 'people', prompt_type: 'custom', text: 'x' } })).status).toBe(403)
    const created = await s.request('POST', '/api/admin/default-prompts', { token: admin, body: { type: 'intent', prompt_type: 'custom', text: 'Ask {{name}} about {{topic}}.' } })
    expect(created.status).toBe(201)
    expect(created.body.is_default).toBe(true)
    const seen = await prompts(stranger.token, 'type=intent&prompt_type=custom&show_default=1')
    expect(seen.body.data.map((p: { id: number }) => p.id)).toContain(created.body.id)
    expect((await s.request('PUT', `/api/admin/default-prompts/${created.body.id}`, { token: admin, body: { text: 'Ask about {{topic}}.' } })).body.text).toBe('Ask about {{topic}}.')
    // A user's own prompt is not a default: the admin routes do not reach it.
    const own = (await s.request('POST', '/api/prompts', { token: owner.token, body: { type: 'intent', prompt_type: 'custom', text: 'mine' } })).body
    expect((await s.request('PUT', `/api/admin/default-prompts/${own.id}`, { token: admin, body: { text: 'x' } })).status).toBe(404)
    expect((await s.request('DELETE', `/api/admin/default-prompts/${created.body.id}`, { token: admin })).status).toBe(200)
    expect((await s.request('GET', '/api/admin/default-prompts?type=intent&prompt_type=custom', { token: admin })).body.data.map((p: { id: number }) => p.id)).not.toContain(created.body.id)
  })
})

describe('fine-tunes, default questions and variables', () => {
  it('creates, lists, edits and deletes fine-tunes with variable rules', async () => {
    const created = await s.request('POST', '/api/business-details/fine-tunes', { token: owner.token, body: { question: 'What is your guarantee?', answer: 'Fewer no-shows in 60 days or your money back.', variable: 'guarantee' } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ question: 'What is your guarantee?', variable: 'guarantee', default_question_id: null })
    const dup = await s.request('POST', '/api/business-details/fine-tunes', { token: owner.token, body: { question: 'Q', answer: 'A', variable: 'GUARANTEE' } })
    expect(dup.body.errors).toEqual({ variable: ['This variable name is already used by another answer.'] })
    const reserved = await s.request('POST', '/api/business-details/fine-tunes', { token: owner.token, body: { question: 'Q', answer: 'A', variable: 'first_name' } })
    expect(reserved.body.errors).toEqual({ variable: ['This variable name is reserved for a lead or business value.'] })
    const badName = await s.request('POST', '/api/business-details/fine-tunes', { token: owner.token, body: { question: 'Q', answer: 'A', variable: '9 lives' } })
    expect(badName.body.errors).toEqual({ variable: ['A field name must start with a letter and contain only letters, numbers or underscores.'] })
    const empty = await s.request('POST', '/api/business-details/fine-tunes', { token: owner.token, body: {} })
    expect(empty.body.errors).toEqual({ question: ['Field is required'], answer: ['Field is required'] })
    // Another account may use the same variable name.
    expect((await s.request('POST', '/api/business-details/fine-tunes', { token: stranger.token, body: { question: 'Q', answer: 'A', variable: 'guarantee' } })).status).toBe(201)

    const list = await s.request('GET', '/api/business-details/fine-tunes', { token: owner.token })
    expect(list.body.data.map((f: { variable: string }) => f.variable)).toEqual(['guarantee'])
    const edited = await s.request('PUT', `/api/business-details/fine-tunes/${created.body.id}`, { token: owner.token, body: { question: 'Guarantee?', answer: '90 days.', variable: 'promise' } })
    expect(edited.body).toMatchObject({ question: 'Guarantee?', answer: '90 days.', variable: 'promise' })
    expect((await s.request('PUT', `/api/business-details/fine-tunes/${created.body.id}`, { token: stranger.token, body: { question: 'x', answer: 'y' } })).status).toBe(404)
    expect((await s.request('DELETE', `/api/business-details/fine-tunes/${created.body.id}`, { token: stranger.token })).status).toBe(404)

    const variables = await s.request('GET', '/api/business-details/get-fine-tunes-variables', { token: owner.token })
    const names = variables.body.data.map((v: { name: string }) => v.name)
    expect(names).toEqual(expect.arrayContaining(['first_name', 'company', 'business_name', 'who_it_helps', 'promise']))
    expect(variables.body.data.find((v: { name: string }) => v.name === 'promise')).toEqual({ name: 'promise', source: 'fine_tune', description: 'Guarantee?' })

    expect((await s.request('DELETE', `/api/business-details/fine-tunes/${created.body.id}`, { token: owner.token })).status).toBe(200)
    expect((await s.request('GET', '/api/business-details/fine-tunes', { token: owner.token })).body.data).toEqual([])
  })

  it('answers the default questions from the profile only once it is complete, keeping what the user wrote', async () => {
    const user = await signedInAccount(s, 'generate')
    const questions = await s.request('GET', '/api/get-all-openai-default-questions', { token: user.token })
    expect(questions.body.data.length).toBeGreaterThanOrEqual(6)
    expect(questions.body.data[0]).toMatchObject({ variable: 'main_offer', fine_tune_id: null })

    const refused = await s.request('POST', '/api/business-details/generateFineTune', { token: user.token, body: {} })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe(gate)
    await completeProfile(s, user.accountId, { businessName: '' })
    expect((await s.request('POST', '/api/business-details/generateFineTune', { token: user.token, body: {} })).body.message).toBe(gate)

    await completeProfile(s, user.accountId)
    await addTraining(s, user.accountId, 'Results', 'Practices using SmileDesk cut no-shows by 48 percent within three months.')
    const mainOffer = questions.body.data[0]
    const own = await s.request('POST', '/api/business-details/fine-tunes', { token: user.token, body: { question: mainOffer.question, answer: 'My own words.', default_question_id: mainOffer.id } })
    expect(own.status).toBe(201)
    const generated = await s.request('POST', '/api/business-details/generateFineTune', { token: user.token, body: {} })
    expect(generated.status).toBe(200)
    expect(generated.body.writer).toEqual({ provider: 'template', model: null, label: 'Template writer (no AI model)' })
    expect(generated.body.skipped).toBe(1)
    expect(generated.body.data).toHaveLength(questions.body.data.length - 1)
    const result = generated.body.data.find((f: { variable: string }) => f.variable === 'customer_result')
    expect(result.answer).toContain('48 percent')
    const again = await s.request('POST', '/api/business-details/generateFineTune', { token: user.token, body: {} })
    expect(again.body).toMatchObject({ skipped: questions.body.data.length, data: [] })
    const overwritten = await s.request('POST', '/api/business-details/generateFineTune', { token: user.token, body: { question_ids: [mainOffer.id], overwrite: true } })
    expect(overwritten.body.data).toEqual([expect.objectContaining({ id: own.body.id, answer: expect.stringContaining('SmileDesk offers patient reminder software') })])
    expect((await s.request('POST', '/api/business-details/generateFineTune', { token: user.token, body: { question_ids: [999999] } })).body.errors).toEqual({ 'question_ids.0': ['Type is not valid'] })
    const after = await s.request('GET', '/api/get-all-openai-default-questions', { token: user.token })
    expect(after.body.data.every((q: { fine_tune_id: number | null }) => q.fine_tune_id !== null)).toBe(true)
  })

  it('lets the super admin manage the default questions', async () => {
    expect((await s.request('POST', '/api/admin/default-questions', { token: owner.token, body: { question: 'Q?', variable: 'q' } })).status).toBe(403)
    const created = await s.request('POST', '/api/admin/default-questions', { token: admin, body: { question: 'What makes your team unique?', variable: 'team_story' } })
    expect(created.status).toBe(201)
    expect((await s.request('POST', '/api/admin/default-questions', { token: admin, body: { question: 'Again?', variable: 'Team_Story' } })).body.errors).toEqual({ variable: ['This variable name is already used by another answer.'] })
    expect((await s.request('GET', '/api/get-all-openai-default-questions', { token: owner.token })).body.data.map((q: { variable: string }) => q.variable)).toContain('team_story')
    expect((await s.request('PUT', `/api/admin/default-questions/${created.body.id}`, { token: admin, body: { question: 'What is special about your team?', variable: 'team_story' } })).body.question).toBe('What is special about your team?')
    expect((await s.request('DELETE', `/api/admin/default-questions/${created.body.id}`, { token: admin })).status).toBe(200)
    expect((await s.request('DELETE', `/api/admin/default-questions/${created.body.id}`, { token: admin })).status).toBe(404)
  })
})
