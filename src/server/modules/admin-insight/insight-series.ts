import { sql, type SQL } from 'drizzle-orm'
import type { ColumnKind, InsightSeries } from '../../../shared/admin-insight/types'
import type { Database } from '../../db/client'
import { queryRows } from '../credits/credit-rows'
import { bucketStarts, type InsightRange } from './insight-range'

/** Sums per bucket (by its first day, `YYYY-MM-DD`) and, for a running total, the sum before the range. */
export type BucketSums = { before: number; byBucket: Map<string, number> }

/**
 * Runs `grouped`, a statement answering `bucket` (a date, or null for what came before the range) and `total`,
 * and reads it as sums per bucket. Each statement filters its own rows, so it can use its table's index.
 */
export async function bucketSums(db: Database, grouped: SQL): Promise<BucketSums> {
  const rows = await queryRows<{ bucket: string | Date | null; total: string | number | null }>(db, grouped)
  const byBucket = new Map<string, number>()
  let before = 0
  for (const row of rows) {
    const total = Number(row.total ?? 0)
    if (row.bucket === null) before += total
    else byBucket.set(typeof row.bucket === 'string' ? row.bucket.slice(0, 10) : row.bucket.toISOString().slice(0, 10), total)
  }
  return { before, byBucket }
}

/**
 * A chart over the range: one point per bucket, at the bucket's first day within the range. `running` makes each
 * point the total at the bucket's end (users, subscriptions), otherwise the bucket's own sum (credits, searches).
 */
export function timeSeries(key: string, kind: ColumnKind, range: InsightRange, sums: BucketSums, running = false): InsightSeries {
  let total = sums.before
  const points = bucketStarts(range).map((start) => {
    const own = sums.byBucket.get(start) ?? 0
    total += own
    return { at: start < range.from ? range.from : start, value: running ? total : own }
  })
  return { key, kind, x: 'time', points }
}

/** Null for the rows before the range (kept for a running total), else the bucket's first day. */
export const bucketOrBefore = (at: SQL, start: SQL, bucket: SQL): SQL => sql`CASE WHEN ${at} < ${start} THEN NULL ELSE ${bucket} END`
