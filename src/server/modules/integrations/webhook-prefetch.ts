import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { customLabels, leadJobItems, leadResults, resultLabels } from '../../db/schema'
import type { LeadJobRun } from '../../jobs/lead-jobs/processor'
import type { LeadType } from '../../../shared/leads/types'
import type { LeadForDelivery } from './contact-mapping'

/**
 * The leads the coming batch takes, as the lead-jobs machinery chooses them (pending, due, in result order, at most
 * `batchSize`), with their labels: so a batch can put its messages on the wire ahead of recording each lead. If the
 * machinery ends up taking other leads, those are simply sent when they come.
 */
export async function upcomingLeads(run: LeadJobRun<unknown>, batchSize: number, list: { name: string; type: LeadType }): Promise<LeadForDelivery[]> {
  const db: Database = run.deps.db
  const now = run.now()
  const items = await db
    .select({ resultId: leadJobItems.resultId })
    .from(leadJobItems)
    .where(and(eq(leadJobItems.jobId, run.job.id), eq(leadJobItems.status, 'pending'), or(isNull(leadJobItems.retryAt), lte(leadJobItems.retryAt, now))))
    .orderBy(asc(leadJobItems.resultId))
    .limit(batchSize)
  if (!items.length) return []
  const ids = items.map((i) => i.resultId)
  const [leads, labels] = await Promise.all([
    db.select().from(leadResults).where(and(eq(leadResults.accountId, run.job.accountId), inArray(leadResults.id, ids))).orderBy(asc(leadResults.id)),
    db
      .select({ resultId: resultLabels.resultId, names: sql<string[]>`array_agg(${customLabels.name} order by ${customLabels.name})` })
      .from(resultLabels)
      .innerJoin(customLabels, eq(customLabels.id, resultLabels.labelId))
      .where(inArray(resultLabels.resultId, ids))
      .groupBy(resultLabels.resultId),
  ])
  const byResult = new Map(labels.map((l) => [l.resultId, l.names]))
  return leads.map((lead) => ({ ...lead, labels: byResult.get(lead.id) ?? [], listName: list.name, listType: list.type }))
}

/**
 * Runs `task` over `items` with at most `limit` at once, starting them in order; `stop()` keeps the ones not started
 * from starting (they answer `skipped()` instead). Every promise is settled, never rejected.
 */
export function inFlight<I, O>(items: I[], limit: number, task: (item: I) => Promise<O>, skipped: () => O, onError: (err: unknown) => O) {
  const results = new Map<I, Promise<O>>()
  const starters: (() => void)[] = []
  let stopped = false
  let running = 0
  const next = () => {
    while (running < limit && starters.length) starters.shift()!()
  }
  for (const item of items) {
    results.set(
      item,
      new Promise<O>((resolve) => {
        starters.push(() => {
          if (stopped) return resolve(skipped())
          running++
          task(item)
            .then(resolve, (err) => resolve(onError(err)))
            .finally(() => {
              running--
              next()
            })
        })
      }),
    )
  }
  next()
  return {
    results,
    stop() {
      stopped = true
      while (starters.length) starters.shift()!()
    },
  }
}
