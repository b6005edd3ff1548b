import { sql } from 'drizzle-orm'
import type { TrainingSourceKind } from '../../../shared/ai/training'
import type { Database } from '../../db/client'
import { trainingChunks, trainingSources } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'
import { rowsOf } from '../results/result-page'

type TrainingPassage = { source: TrainingSourceKind; title: string; text: string; rank: number }

/** Longest query read: a prompt or a lead's description is plenty; more only slows the tsquery down. */
const MAX_QUERY_CHARS = 2_000

/**
 * The account's training passages most relevant to `query`, best first (PostgreSQL full-text search over the chunks'
 * GIN-indexed tsvector, the same on PGlite and PostgreSQL). Any word of the query may match: a passage matching more
 * of the query's distinct words ranks first (so "implant model 20017" finds the one passage with that number, not
 * the many that say "implant model"), then by ts_rank (frequency, title words weighing more than body words; cover
 * density, ts_rank_cd, cost ten times as much with a prompt-long query). `rank` is the number of query words matched
 * plus that score (below 1). An empty query, or one of stop words only, finds nothing.
 */
export async function relevantTraining(db: Database, accountId: number, query: string, limit: number): Promise<TrainingPassage[]> {
  const text = query.replace(/\u0000/g, ' ').slice(0, MAX_QUERY_CHARS).trim()
  const take = Math.max(1, Math.min(50, Math.floor(limit) || 1))
  if (!text) return []
  const chunks = trainingChunks
  const rows = await rowsOf<{ source: TrainingSourceKind; title: string; text: string; rank: number | string }>(
    db,
    sql`with q as materialized (
          select cast(replace(cast(plainto_tsquery('english'::regconfig, ${text}) as text), ' & ', ' | ') as tsquery) as tsq,
                 tsvector_to_array(to_tsvector('english'::regconfig, ${text})) as lexemes
        )
        select ${trainingSources.kind} as source, ${chunks.title} as title, ${chunks.text} as text,
               -- The query words the chunk contains: its lexemes less those left once the query's are deleted.
               (length(${chunks.tsv}) - length(ts_delete(${chunks.tsv}, q.lexemes)))
                 + ts_rank(${chunks.tsv}, q.tsq, 1 | 32) as rank
        from ${chunks} join ${trainingSources} on ${trainingSources.id} = ${chunks.sourceId}, q
        where ${forAccount(db, accountId).where('trainingChunks', sql`${chunks.tsv} @@ q.tsq`)}
        order by rank desc, ${chunks.id}
        limit ${take}`,
  )
  return rows.map((r) => ({ source: r.source, title: r.title, text: r.text, rank: Number(r.rank) }))
}
