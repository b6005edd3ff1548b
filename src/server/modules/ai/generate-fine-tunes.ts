import { and, eq } from 'drizzle-orm'
import { FINE_TUNE_ANSWER_MAX, type FineTune } from '../../../shared/ai/fine-tunes'
import type { WriterInfo } from '../../../shared/ai/prompts'
import type { AppDeps } from '../../app-deps'
import { aiFineTunes } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { fieldError } from '../../http/api-error'
import { clip } from '../../providers/ai/template-words'
import { requireCompleteProfile } from '../ai-training/business-profile'
import { relevantTraining } from '../ai-training/training-search'
import { listDefaultQuestions, listFineTunes, presentFineTune, type FineTuneRow } from './fine-tune-repository'
import { profileFacts, providerFailure, writerFor } from './writer-choice'
import { say } from '../../../shared/english-message'

export type GeneratedFineTunes = { message: string; data: FineTune[]; skipped: number; writer: WriterInfo }

/**
 * Answers the platform's default questions (all, or the chosen ones) from the business profile and the training
 * data, with the account's writer, and keeps each answer as a fine-tune under the question's variable. Answers the
 * user already gave are kept unless `overwrite`. Each answer is saved as soon as it is written, so a provider
 * failure halfway keeps the finished ones (and the request answers with the failure).
 */
export async function generateFineTunes(deps: AppDeps, account: AccountScope, options: { questionIds?: number[]; overwrite: boolean }): Promise<GeneratedFineTunes> {
  const profile = profileFacts(await requireCompleteProfile(deps.db, account.accountId))
  const all = await listDefaultQuestions(deps.db)
  if (options.questionIds) {
    const known = new Set(all.map((q) => q.id))
    const bad = options.questionIds.findIndex((id) => !known.has(id))
    if (bad >= 0) throw fieldError(`question_ids.${bad}`, 'validation.type')
  }
  const questions = options.questionIds ? all.filter((q) => options.questionIds!.includes(q.id)) : all
  const existing = await listFineTunes(deps.db, account)
  const answeredBy = new Map(existing.filter((f) => f.defaultQuestionId !== null).map((f) => [f.defaultQuestionId!, f]))
  const takenVariables = new Set(existing.filter((f) => f.variable).map((f) => f.variable!.toLowerCase()))
  const writer = await writerFor(deps, account.accountId)
  const context = existing.map((f) => ({ question: f.question, answer: f.answer, variable: f.variable }))

  const written: FineTuneRow[] = []
  let skipped = 0
  for (const question of questions) {
    const previous = answeredBy.get(question.id)
    if (previous && !options.overwrite) {
      skipped++
      continue
    }
    const training = await relevantTraining(deps.db, account.accountId, `${question.question} ${profile.whatItSells}`, 3)
    let answer: string
    try {
      answer = clip(await writer.answer(question.question, { profile, training, fineTunes: context.filter((f) => f.question !== question.question) }), FINE_TUNE_ANSWER_MAX)
    } catch (err) {
      providerFailure(err)
    }
    if (!answer) continue
    const now = deps.now()
    if (previous) {
      const [row] = await account.update('aiFineTunes', { answer, updatedAt: now }, eq(aiFineTunes.id, previous.id)).returning()
      written.push(row as FineTuneRow)
      continue
    }
    const variable = takenVariables.has(question.variable.toLowerCase()) ? null : question.variable
    const [row] = await account
      .insert('aiFineTunes', [{ question: question.question, answer, variable, defaultQuestionId: question.id, createdAt: now, updatedAt: now }])
      .onConflictDoNothing()
      .returning()
    if (row) {
      written.push(row as FineTuneRow)
      if (variable) takenVariables.add(variable.toLowerCase())
      continue
    }
    // A concurrent generation answered it first: overwrite only when asked to.
    if (options.overwrite) {
      const [updated] = await account.update('aiFineTunes', { answer, updatedAt: now }, and(eq(aiFineTunes.defaultQuestionId, question.id))).returning()
      if (updated) written.push(updated as FineTuneRow)
    } else skipped++
  }
  return { message: say('ai.answers_written', { count: written.length }), data: written.map(presentFineTune), skipped, writer: writer.info }
}
