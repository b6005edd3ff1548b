import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { AiListType, Prompt, PromptBody, PromptType } from '../../../shared/ai/prompts'
import type { Database } from '../../db/client'
import { aiPrompts } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { isRowId } from '../../../shared/validate'
import { notFound } from '../../http/api-error'

export type PromptRow = typeof aiPrompts.$inferSelect

export function presentPrompt(row: PromptRow): Prompt {
  return {
    id: row.id,
    type: row.listType as AiListType,
    prompt_type: row.promptType,
    text: row.text,
    is_default: row.accountId === null,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  }
}

export type PromptFilter = { listType?: AiListType; promptType?: PromptType }

function filterOf(filter: PromptFilter): SQL | undefined {
  return and(filter.listType ? eq(aiPrompts.listType, filter.listType) : undefined, filter.promptType ? eq(aiPrompts.promptType, filter.promptType) : undefined)
}

/** The account's own prompts (newest first), then with `withDefaults` the platform's, in type order. */
export async function listPrompts(db: Database, account: AccountScope, filter: PromptFilter, withDefaults: boolean): Promise<Prompt[]> {
  const own = await db.select().from(aiPrompts).where(account.where('aiPrompts', filterOf(filter))).orderBy(desc(aiPrompts.id))
  const defaults = withDefaults ? await listDefaultPrompts(db, filter) : []
  return [...own, ...defaults].map(presentPrompt)
}

export function listDefaultPrompts(db: Database, filter: PromptFilter): Promise<PromptRow[]> {
  return db.select().from(aiPrompts).where(and(isNull(aiPrompts.accountId), filterOf(filter))).orderBy(asc(aiPrompts.listType), asc(aiPrompts.promptType), asc(aiPrompts.id))
}

export async function createOwnPrompt(account: AccountScope, body: PromptBody): Promise<PromptRow> {
  const [row] = await account.insert('aiPrompts', [{ listType: body.type, promptType: body.prompt_type, text: body.text.trim() }]).returning()
  return row as PromptRow
}

/** The account's prompt, or 404; a platform default is not the account's to change. */
export async function ownPrompt(account: AccountScope, id: number): Promise<PromptRow> {
  const row = await account.one('aiPrompts', id)
  if (!row) throw notFound()
  return row
}

export async function defaultPrompt(db: Database, id: number): Promise<PromptRow> {
  if (!isRowId(id)) throw notFound()
  const [row] = await db.select().from(aiPrompts).where(and(eq(aiPrompts.id, id), isNull(aiPrompts.accountId)))
  if (!row) throw notFound()
  return row
}

/**
 * The prompt a text is written with: the chosen one (the account's own or a default, of this list and prompt type),
 * else the account's newest of the type, else the platform default. Null when there is none at all (the super admin
 * deleted the defaults): the writer then works from the prompt type alone.
 */
export async function promptFor(db: Database, account: AccountScope, listType: AiListType, promptType: PromptType, promptId?: number): Promise<PromptRow | null> {
  const ofType = and(eq(aiPrompts.listType, listType), eq(aiPrompts.promptType, promptType))
  if (promptId !== undefined) {
    if (!isRowId(promptId)) throw notFound()
    const [row] = await db
      .select()
      .from(aiPrompts)
      .where(and(eq(aiPrompts.id, promptId), ofType, sql`(${aiPrompts.accountId} = ${account.accountId} or ${aiPrompts.accountId} is null)`))
    if (!row) throw notFound()
    return row
  }
  const [own] = await db.select().from(aiPrompts).where(account.where('aiPrompts', ofType)).orderBy(desc(aiPrompts.id)).limit(1)
  if (own) return own
  const [fallback] = await db.select().from(aiPrompts).where(and(isNull(aiPrompts.accountId), ofType)).orderBy(asc(aiPrompts.id)).limit(1)
  return fallback ?? null
}
