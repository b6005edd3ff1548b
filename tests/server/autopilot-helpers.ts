import { eq } from 'drizzle-orm'
import { autopilotRuns, campaigns } from '../../src/server/db/schema'
import type { TestServer } from './harness'
import { createList, signedInAccount } from './lead-seed'

export const industrySearch = { category: 'Dentist', location: { country: 'US' }, limit: 10 }

/** A signed-in account with an industry list, and a helper that saves an autopilot on it. */
export async function autopilotAccount(s: TestServer, label = 'autopilot') {
  const user = await signedInAccount(s, label)
  const listId = await createList(s, user.token, 'industry')
  const create = (body: Record<string, unknown> = {}) =>
    s.request('POST', '/api/autopilots', {
      token: user.token,
      body: { name: 'Dentists daily', type: 'basic', campaign_id: listId, search: industrySearch, repeat: 'daily', time: '09:00', timezone: 'Europe/Berlin', status: 'active', ...body },
    })
  return { ...user, listId, create }
}

export async function setListWebhook(s: TestServer, listId: number, url: string | null) {
  await s.db.update(campaigns).set({ webhook: url }).where(eq(campaigns.id, listId))
}

export const runsOf = (s: TestServer, autopilotId: number) => s.db.select().from(autopilotRuns).where(eq(autopilotRuns.autopilotId, autopilotId)).orderBy(autopilotRuns.id)

/** Waits until every run of the autopilot has ended (done, failed or stopped for credits). */
export async function waitForRuns(s: TestServer, autopilotId: number, count: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const runs = await runsOf(s, autopilotId)
    if (runs.length >= count && runs.every((r) => r.status !== 'queued' && r.status !== 'running')) return runs
    if (Date.now() > deadline) throw new Error(`Runs of autopilot ${autopilotId}: ${JSON.stringify(runs.map((r) => [r.kind, r.status, r.stage, r.error]))}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
