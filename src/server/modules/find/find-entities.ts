import { desc, eq, sql } from 'drizzle-orm'
import { FIND_LEADS_MIN_CHARS, findLimits, type FindAnswer, type FoundLead, type FoundList, type FoundSearch } from '../../../shared/find/schemas'
import type { Database } from '../../db/client'
import { campaigns, campaignSearches, foldAccents, leadFindWords, leadResults } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { describeSearch } from './describe-search'
import { normalizeQuery, rankByName } from './match-text'

/** More candidates than the answer keeps, so ranking by name has something to choose from. */
const CANDIDATES = 3

/** `%text%` for LIKE with the pattern characters of `text` escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The user's words as a prefix query over the words a lead is found by: 'maria gonz' -> 'maria':* & 'gonz':*. Each
 * word is quoted after dropping the characters that mean something to to_tsquery, so nothing the user types is read
 * as an operator; the 'simple' parser still splits an e-mail or a hyphenated name the way the index did.
 */
export function prefixQuery(q: string): string | null {
  const words = normalizeQuery(q)
    .split(' ')
    .map((word) => word.replace(/[&|!():*<>'\\]/g, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
  return words.length ? words.map((word) => `'${word}':*`).join(' & ') : null
}

async function findLists(db: Database, scope: AccountScope, q: string): Promise<FoundList[]> {
  const rows = await db
    .select({ id: campaigns.id, name: campaigns.name, type: campaigns.type, is_archived: campaigns.isArchived })
    .from(campaigns)
    .where(scope.where('campaigns', sql`${foldAccents(sql`lower(${campaigns.name})`)} like ${containing(q)}`))
    .orderBy(desc(campaigns.id))
    .limit(findLimits.lists * CANDIDATES)
  return rankByName(rows, (row) => row.name, q).slice(0, findLimits.lists)
}

/** Every string value of a search's parameters (category, keywords, titles, place...), never its keys or numbers. */
const searchText = sql`${foldAccents(sql`lower(jsonb_path_query_array(${campaignSearches.params}, 'strict $.** ? (@.type() == "string")')::text)`)}`

async function findSearches(db: Database, scope: AccountScope, q: string): Promise<FoundSearch[]> {
  const rows = await db
    .select({
      id: campaignSearches.id,
      params: campaignSearches.params,
      status: campaignSearches.status,
      found: campaignSearches.found,
      createdAt: campaignSearches.createdAt,
      list: { id: campaigns.id, name: campaigns.name, type: campaigns.type },
    })
    .from(campaignSearches)
    .innerJoin(campaigns, eq(campaigns.id, campaignSearches.campaignId))
    .where(scope.where('campaignSearches', sql`${searchText} like ${containing(q)}`))
    .orderBy(desc(campaignSearches.id))
    .limit(findLimits.searches * CANDIDATES)
  // A list searched again with the same parameters shows once, as its latest run.
  const seen = new Set<string>()
  const found: FoundSearch[] = []
  for (const row of rows) {
    const summary = describeSearch(row.params)
    const key = `${row.list.id}:${summary}`
    if (seen.has(key)) continue
    seen.add(key)
    found.push({ id: row.id, summary, status: row.status, found: row.found, created_at: row.createdAt.toISOString(), list: row.list })
  }
  return found.slice(0, findLimits.searches)
}

async function findLeads(db: Database, scope: AccountScope, q: string): Promise<FoundLead[]> {
  const words = prefixQuery(q)
  if (q.length < FIND_LEADS_MIN_CHARS || !words) return []
  const company = sql<string | null>`${leadResults.fields} ->> 'company'`
  const rows = await db
    .select({
      id: leadResults.id,
      name: leadResults.name,
      email: leadResults.email,
      company,
      list: { id: campaigns.id, name: campaigns.name, type: campaigns.type },
    })
    .from(leadResults)
    .innerJoin(campaigns, eq(campaigns.id, leadResults.campaignId))
    // No ORDER BY: the index hands matches over as it finds them and the LIMIT stops it early, whatever the account holds.
    .where(scope.where('leadResults', sql`${leadFindWords(leadResults)} @@ to_tsquery('simple'::regconfig, ${words})`))
    .limit(findLimits.leads * CANDIDATES)
  return rankByName(rows, (row) => [row.name, row.email, row.company].filter(Boolean).join(' '), q).slice(0, findLimits.leads)
}

/** What the palette finds for `q` among the account's own rows; kinds the user's modules do not open stay empty. */
export async function findEntities(db: Database, scope: AccountScope, q: string, canSeeLeads: boolean): Promise<FindAnswer> {
  const query = normalizeQuery(q)
  if (!canSeeLeads || !query) return { lists: [], searches: [], leads: [] }
  const [lists, searches, leads] = await Promise.all([findLists(db, scope, query), findSearches(db, scope, query), findLeads(db, scope, query)])
  return { lists, searches, leads }
}
