import { expect } from 'vitest'
import { eq, like } from 'drizzle-orm'
import type { Database } from '../../src/server/db/client'
import { creditLedger, leadJobItems, leadJobs } from '../../src/server/db/schema'

/**
 * What a lead job spent, checked three ways: the ledger entries under its keys, the job's `charged` and the sum of its
 * items' `charged` agree, and every entry's key (`leadjob:<jobId>:<resultId>`) names a distinct lead of the job that
 * returned data (a group of leads is charged as one entry under its first charged lead). Misses cost nothing.
 */
export async function jobLedger(db: Database, jobId: number) {
  const [job] = await db.select().from(leadJobs).where(eq(leadJobs.id, jobId))
  const items = await db.select().from(leadJobItems).where(eq(leadJobItems.jobId, jobId))
  const charges = await db.select().from(creditLedger).where(like(creditLedger.idempotencyKey, `leadjob:${jobId}:%`))
  const spent = -charges.reduce((sum, c) => sum + c.amount, 0)
  expect(spent).toBe(job.charged)
  expect(items.reduce((sum, i) => sum + i.charged, 0)).toBe(job.charged)
  const named = charges.map((c) => Number(c.idempotencyKey.split(':')[2]))
  expect(new Set(named).size).toBe(named.length)
  const paying = new Set(items.filter((i) => i.charged > 0).map((i) => i.resultId))
  expect(named.every((id) => paying.has(id))).toBe(true)
  expect(items.filter((i) => i.status !== 'done').every((i) => i.charged === 0)).toBe(true)
  return { job, items, charges, spent }
}
