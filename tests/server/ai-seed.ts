import { businessProfiles, trainingChunks, trainingSources } from '../../src/server/db/schema'
import type { TestServer } from './harness'
import type { FakeOpenAi } from './fakes/fake-openai'
import { FAKE_OPENAI_KEY, FAKE_OPENAI_MODEL } from './fakes/fake-openai'

export const dentalProfile = {
  businessName: 'SmileDesk',
  website: 'https://smiledesk.de',
  whatItSells: 'Patient reminder software',
  whoItHelps: 'Dental practices and orthodontists',
  whatItDoes: 'Cuts no-shows in half with automatic SMS and e-mail reminders.',
  contactName: 'Mara Schulz',
  personality: 'Friendly and direct',
}

/** A complete business profile straight into the table (the profile form belongs to the training area). */
export async function completeProfile(s: TestServer, accountId: number, overrides: Partial<typeof dentalProfile> = {}) {
  await s.db
    .insert(businessProfiles)
    .values({ accountId, ...dentalProfile, ...overrides })
    .onConflictDoUpdate({ target: businessProfiles.accountId, set: { ...dentalProfile, ...overrides } })
}

/** One training passage (as the crawler or a text entry would leave it), searchable at once. */
export async function addTraining(s: TestServer, accountId: number, title: string, text: string) {
  const [source] = await s.db.insert(trainingSources).values({ accountId, kind: 'text', title, content: text }).returning({ id: trainingSources.id })
  await s.db.insert(trainingChunks).values({ accountId, sourceId: source.id, position: 0, title, text })
}

/** Points the account's GPT settings at the fake OpenAI server. */
export async function useFakeModel(s: TestServer, token: string, fake: FakeOpenAi, apiKey = FAKE_OPENAI_KEY) {
  const res = await s.request('PUT', '/api/integrations/gpt', { token, body: { base_url: fake.baseUrl, model: FAKE_OPENAI_MODEL, api_key: apiKey } })
  if (res.status !== 200) throw new Error(`gpt settings failed: ${res.status} ${JSON.stringify(res.body)}`)
}

/** Waits (by polling the API, never a fixed sleep) until the lead job has ended. */
export async function waitForJob(s: TestServer, token: string, jobId: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const res = await s.request('GET', `/api/lead-jobs/${jobId}`, { token })
    const job = res.body.job ?? res.body
    if (job.status !== 'queued' && job.status !== 'running') return job
    if (Date.now() > deadline) throw new Error(`Job ${jobId} still ${job.status}: ${JSON.stringify(job)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
