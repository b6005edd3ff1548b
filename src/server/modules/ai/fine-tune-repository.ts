import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { builtInVariables, type DefaultQuestion, type FineTune, type FineTuneBody } from '../../../shared/ai/fine-tunes'
import type { Database } from '../../db/client'
import { aiDefaultQuestions, aiFineTunes } from '../../db/schema'
import { isRowId } from '../../../shared/validate'
import { type AccountScope } from '../../db/tenant-scope'
import { fieldError, notFound } from '../../http/api-error'
import { aiMessages } from '../../../shared/ai/messages'

export type FineTuneRow = typeof aiFineTunes.$inferSelect
type QuestionRow = typeof aiDefaultQuestions.$inferSelect

/** Answers one account may keep: every one of them goes into each text's context. */
export const MAX_FINE_TUNES = 100

export function presentFineTune(row: FineTuneRow): FineTune {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    variable: row.variable,
    default_question_id: row.defaultQuestionId,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  }
}

export function presentQuestion(row: QuestionRow): DefaultQuestion {
  return { id: row.id, question: row.question, variable: row.variable, position: row.position }
}

export function listFineTunes(db: Database, account: AccountScope): Promise<FineTuneRow[]> {
  return db.select().from(aiFineTunes).where(account.where('aiFineTunes')).orderBy(asc(aiFineTunes.id))
}

export function listDefaultQuestions(db: Database): Promise<QuestionRow[]> {
  return db.select().from(aiDefaultQuestions).orderBy(asc(aiDefaultQuestions.position), asc(aiDefaultQuestions.id))
}

export async function defaultQuestion(db: Database, id: number): Promise<QuestionRow | undefined> {
  if (!isRowId(id)) return undefined
  const [row] = await db.select().from(aiDefaultQuestions).where(eq(aiDefaultQuestions.id, id))
  return row
}

export async function ownFineTune(account: AccountScope, id: number): Promise<FineTuneRow> {
  const row = await account.one('aiFineTunes', id)
  if (!row) throw notFound()
  return row
}

/** A variable must not shadow a lead or business variable, nor another answer's (case-insensitively). */
async function checkVariable(db: Database, account: AccountScope, variable: string, exceptId?: number) {
  if (builtInVariables.includes(variable.toLowerCase())) throw fieldError('variable', 'ai.variable_reserved')
  const [taken] = await db
    .select({ id: aiFineTunes.id })
    .from(aiFineTunes)
    .where(account.where('aiFineTunes', and(sql`lower(${aiFineTunes.variable}) = lower(${variable})`, exceptId ? ne(aiFineTunes.id, exceptId) : undefined)))
  if (taken) throw fieldError('variable', 'ai.variable_taken')
}

async function checkQuestion(db: Database, account: AccountScope, questionId: number, exceptId?: number) {
  if (!(await defaultQuestion(db, questionId))) throw fieldError('default_question_id', 'validation.type')
  const [answered] = await db
    .select({ id: aiFineTunes.id })
    .from(aiFineTunes)
    .where(account.where('aiFineTunes', and(eq(aiFineTunes.defaultQuestionId, questionId), exceptId ? ne(aiFineTunes.id, exceptId) : undefined)))
  if (answered) throw fieldError('default_question_id', 'ai.question_answered')
}

export async function createFineTune(db: Database, account: AccountScope, body: FineTuneBody, now: Date): Promise<FineTuneRow> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(aiFineTunes).where(account.where('aiFineTunes'))
  if (Number(count) >= MAX_FINE_TUNES) throw fieldError('question', 'validation.max', { max: MAX_FINE_TUNES })
  const variable = body.variable?.trim() || null
  if (variable) await checkVariable(db, account, variable)
  if (body.default_question_id != null) await checkQuestion(db, account, body.default_question_id)
  // The unique indexes settle a race between two identical creates: the loser gets the same 422 as above.
  const [row] = await account
    .insert('aiFineTunes', [{ question: body.question.trim(), answer: body.answer.trim(), variable, defaultQuestionId: body.default_question_id ?? null, createdAt: now, updatedAt: now }])
    .onConflictDoNothing()
    .returning()
  if (!row) throw fieldError(variable ? 'variable' : 'default_question_id', variable ? 'ai.variable_taken' : 'ai.question_answered')
  return row as FineTuneRow
}

export async function updateFineTune(db: Database, account: AccountScope, row: FineTuneRow, body: FineTuneBody, now: Date): Promise<FineTuneRow> {
  const variable = body.variable === undefined ? row.variable : body.variable?.trim() || null
  if (variable && variable.toLowerCase() !== row.variable?.toLowerCase()) await checkVariable(db, account, variable, row.id)
  const questionId = body.default_question_id === undefined ? row.defaultQuestionId : body.default_question_id
  if (questionId != null && questionId !== row.defaultQuestionId) await checkQuestion(db, account, questionId, row.id)
  try {
    const [updated] = await account
      .update('aiFineTunes', { question: body.question.trim(), answer: body.answer.trim(), variable, defaultQuestionId: questionId, updatedAt: now }, eq(aiFineTunes.id, row.id))
      .returning()
    return updated as FineTuneRow
  } catch (err) {
    // A concurrent save took the variable or the question between the check and the update.
    if ((err as { code?: string }).code === '23505' || /unique/i.test(String((err as Error).message))) throw fieldError('variable', 'ai.variable_taken')
    throw err
  }
}
