import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { leadResults, workflowRuns } from '../../src/server/db/schema'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'
import { completeProfile, useFakeModel } from './ai-seed'
import { startFakeOpenAi, type FakeOpenAi } from './fakes/fake-openai'

let server: TestServer
let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
  server = await startTestServer({ mail: 'outbox', config: { outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' }, leadJobRetrySeconds: 0 } })
})
afterAll(async () => {
  await server?.close()
  await fake?.close()
})

const pos = { x: 0, y: 0 }
const instructions = 'Mention the opening of their second practice in Potsdam.'
const graph = {
  nodes: [
    { id: 't', type: 'trigger', data: { event: 'manual' }, position: pos },
    { id: 'r', type: 'ai_research', data: { prompt_type: 'summary', instructions }, position: pos },
  ],
  edges: [{ id: 't-r', source: 't', target: 'r' }],
}

describe('the AI research step', () => {
  it("hands its instructions to the user's model with the prompt", async () => {
    const user = await signedInAccount(server, 'wf-instructions')
    await completeProfile(server, user.accountId)
    await useFakeModel(server, user.token, fake)
    const listId = await createList(server, user.token, 'people')
    const [leadId] = await seedResults(server, user.accountId, listId, 'people', [{ name: 'Jane Doe', fields: { position: 'Dentist', company: 'Northwind Dental' } }])
    const created = await server.request('POST', '/api/workflows', { token: user.token, body: { name: 'Research', campaign_id: listId } })
    const saved = await server.request('PUT', `/api/workflows/${created.body.data.id}`, { token: user.token, body: { draft: graph, draft_revision: 1 } })
    const published = await server.request('POST', `/api/workflows/${created.body.data.id}/publish`, { token: user.token, body: { draft_revision: saved.body.data.draft_revision } })
    expect(published.status).toBe(200)
    fake.reset()
    fake.setReply((body) => (body.messages[1].content.includes(instructions) ? 'A note that follows the instructions.' : 'A note without them.'))

    const started = await server.request('POST', `/api/workflows/${created.body.data.id}/runs`, { token: user.token, body: {} })
    expect(started.status).toBe(201)
    const deadline = Date.now() + 20_000
    let run = started.body.data
    while (run.status === 'queued' || run.status === 'running') {
      if (Date.now() > deadline) throw new Error(`Workflow run ${run.id} still ${run.status}`)
      await new Promise((r) => setTimeout(r, 50))
      ;[run] = await server.db.select().from(workflowRuns).where(eq(workflowRuns.id, started.body.data.id))
    }
    expect(run.status).toBe('done')
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0].body.messages[1].content).toContain(`Instructions: ${instructions}`)
    const [lead] = await server.db.select().from(leadResults).where(eq(leadResults.id, leadId))
    expect(lead.fields).toMatchObject({ ai_summary: 'A note that follows the instructions.' })
  })
})
