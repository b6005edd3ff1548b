import { asc, desc, eq, sql } from 'drizzle-orm'
import type { TrainingSourceKind } from '../../../shared/ai/training'
import type { Database } from '../../db/client'
import { trainingChunks, trainingSources } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'

export type TrainingPassage = { source: TrainingSourceKind; title: string; text: string; rank: number }

/** Longest query read: a prompt or a lead's description is plenty; more only slows the tsquery down. */
const MAX_QUERY_CHARS = 2_000

/**
 * The account's training passages most relevant to `query`, best first (PostgreSQL full-text search over the chunks'
 * tsvector, GIN-indexed, on PGlite and PostgreSQL alike). Any word of the query may match (its lexemes are OR-ed, so
 * "first line for a dentist in Berlin" finds a chunk about dentists); a chunk matching more of them, in its title or
 * closer together, ranks higher. An empty query, or one of stop words only, finds nothing.
 */
export async function relevantTraining(db: Database, accountId: number, query: string, limit: number): Promise<TrainingPassage[]> {
  const text = query.replace(/\u0000/g, ' ').slice(0, MAX_QUERY_CHARS).trim()
  const take = Math.max(1, Math.min(50, Math.floor(limit) || 1))
  if (!text) return []
  const tsquery = sql`cast(replace(cast(plainto_tsquery('english'::regconfig, ${text}) as text), ' & ', ' | ') as tsquery)`
  // Normalisation 1 divides by 1 + log(length): a long chunk does not win by length alone.
  const rank = sql<number>`ts_rank_cd(${trainingChunks.tsv}, ${tsquery}, 1)`
  const rows = await db
    .select({ source: trainingSources.kind, title: trainingChunks.title, text: trainingChunks.text, rank })
    .from(trainingChunks)
    .innerJoin(trainingSources, eq(trainingSources.id, trainingChunks.sourceId))
    .where(forAccount(db, accountId).where('trainingChunks', sql`${trainingChunks.tsv} @@ ${tsquery}`))
    .orderBy(desc(rank), asc(trainingChunks.id))
    .limit(take)
  return rows.map((r) => ({ source: r.source, title: r.title, text: r.text, rank: Number(r.rank) }))
}
