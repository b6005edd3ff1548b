import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { businessVariables, fineTuneBody, generateFineTuneBody, leadVariables, type PromptVariable } from '../../../shared/ai/fine-tunes'
import type { AppDeps, AppEnv } from '../../app-deps'
import { aiFineTunes } from '../../db/schema'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { readBody } from '../../http/read-body'
import { pathId, bodyIds } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { createFineTune, listDefaultQuestions, listFineTunes, ownFineTune, presentFineTune, presentQuestion, updateFineTune } from './fine-tune-repository'
import { generateFineTunes } from './generate-fine-tunes'
import { say } from '../../../shared/english-message'

/**
 * Fine-tunes (the business's answers), the platform's default questions, the variables prompts may use and the
 * generation of answers from the profile and the training data: paths of docs/api.md.
 */
export function fineTuneRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const allow = allowFor(deps)
  const scopeOf = (vars: { account: { id: number } }) => forAccount(db, accountIdOf(vars))

  app.get('/business-details/fine-tunes', allow.module('leads'), async (c) => c.json({ data: (await listFineTunes(db, scopeOf(c.var))).map(presentFineTune) }))

  app.post('/business-details/fine-tunes', allow.module('leads'), reads({ body: fineTuneBody }), async (c) => {
    const body = await readBody(c, fineTuneBody)
    return c.json(presentFineTune(await createFineTune(db, scopeOf(c.var), body, deps.now())), 201)
  })

  app.put('/business-details/fine-tunes/:id', allow.module('leads'), reads({ body: fineTuneBody }), async (c) => {
    const scope = scopeOf(c.var)
    const row = await ownFineTune(scope, pathId(c))
    const body = await readBody(c, fineTuneBody)
    return c.json(presentFineTune(await updateFineTune(db, scope, row, body, deps.now())))
  })

  app.delete('/business-details/fine-tunes/:id', allow.module('leads'), async (c) => {
    const scope = scopeOf(c.var)
    const row = await ownFineTune(scope, pathId(c))
    await scope.delete('aiFineTunes', eq(aiFineTunes.id, row.id))
    return c.json({ message: say('ai.fine_tune_deleted'), id: row.id })
  })

  app.get('/get-all-openai-default-questions', allow.module('leads'), async (c) => {
    const [questions, answers] = await Promise.all([listDefaultQuestions(db), listFineTunes(db, scopeOf(c.var))])
    const answerOf = new Map(answers.filter((a) => a.defaultQuestionId !== null).map((a) => [a.defaultQuestionId, a.id]))
    return c.json({ data: questions.map((q) => ({ ...presentQuestion(q), fine_tune_id: answerOf.get(q.id) ?? null })) })
  })

  app.get('/business-details/get-fine-tunes-variables', allow.module('leads'), async (c) => {
    const answers = await listFineTunes(db, scopeOf(c.var))
    const data: PromptVariable[] = [
      ...leadVariables.map((name) => ({ name, source: 'lead' as const, description: '' })),
      ...businessVariables.map((name) => ({ name, source: 'business' as const, description: '' })),
      ...answers.filter((a) => a.variable).map((a) => ({ name: a.variable!, source: 'fine_tune' as const, description: a.question })),
    ]
    return c.json({ data })
  })

  app.post('/business-details/generateFineTune', allow.module('leads'), reads({ body: generateFineTuneBody }), async (c) => {
    const body = await readBody(c, generateFineTuneBody)
    const ids = body.question_ids ? bodyIds(body.question_ids, 'question_ids') : undefined
    return c.json(await generateFineTunes(deps, scopeOf(c.var), { questionIds: ids, overwrite: body.overwrite ?? false }))
  })

  return app
}
