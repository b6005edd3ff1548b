import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { defaultQuestionBody } from '../../../shared/ai/fine-tunes'
import { promptBody, promptQuery, promptUpdateBody } from '../../../shared/ai/prompts'
import { validate } from '../../../shared/validate'
import type { AppDeps, AppEnv } from '../../app-deps'
import { aiDefaultQuestions, aiPrompts } from '../../db/schema'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { readBody } from '../../http/read-body'
import { fieldError, notFound, validationFailed } from '../../http/api-error'
import { pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { defaultQuestion, listDefaultQuestions, presentQuestion } from './fine-tune-repository'
import { createOwnPrompt, defaultPrompt, listDefaultPrompts, listPrompts, ownPrompt, presentPrompt } from './prompt-repository'
import { say } from '../../../shared/english-message'
import { inTransaction } from '../../db/transaction'
import { recordAudit } from '../audit/record-audit'

/** A default prompt as its audit entry keeps it. */
const promptAudit = (row: typeof aiPrompts.$inferSelect) => ({ type: row.listType, prompt_type: row.promptType, text: row.text })
const actorOf = (vars: { user: { id: number; email: string } }) => ({ id: vars.user.id, email: vars.user.email })

function readPromptQuery(raw: Record<string, string>) {
  const query = validate(promptQuery, { type: raw.type || undefined, prompt_type: raw.prompt_type || undefined, show_default: raw.show_default || undefined })
  if (!query.ok) throw validationFailed(query.errors)
  return query.value
}

/**
 * The writer's prompts: the account's own under /api/prompts (with the platform defaults beside them when asked
 * with show_default=1), and the platform defaults and default questions under /api/admin (super admin only).
 */
export function promptRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const allow = allowFor(deps)
  const superAdmin = allow.module('admin', 'super_admin')
  const scopeOf = (vars: { account: { id: number } }) => forAccount(db, accountIdOf(vars))

  app.get('/prompts', allow.module('leads'), async (c) => {
    const q = readPromptQuery(c.req.query())
    const data = await listPrompts(db, scopeOf(c.var), { listType: q.type, promptType: q.prompt_type }, q.show_default === '1')
    return c.json({ data })
  })

  app.post('/prompts', allow.module('leads'), reads({ body: promptBody }), async (c) => {
    const body = await readBody(c, promptBody)
    return c.json(presentPrompt(await createOwnPrompt(scopeOf(c.var), body)), 201)
  })

  app.put('/prompts/:id', allow.module('leads'), reads({ body: promptUpdateBody }), async (c) => {
    const scope = scopeOf(c.var)
    const row = await ownPrompt(scope, pathId(c))
    const body = await readBody(c, promptUpdateBody)
    const [updated] = await scope.update('aiPrompts', { text: body.text.trim(), updatedAt: deps.now() }, eq(aiPrompts.id, row.id)).returning()
    return c.json(presentPrompt(updated as typeof row))
  })

  app.delete('/prompts/:id', allow.module('leads'), async (c) => {
    const scope = scopeOf(c.var)
    const row = await ownPrompt(scope, pathId(c))
    await scope.delete('aiPrompts', eq(aiPrompts.id, row.id))
    return c.json({ message: say('ai.prompt_deleted'), id: row.id })
  })

  app.get('/admin/default-prompts', superAdmin, async (c) => {
    const q = readPromptQuery(c.req.query())
    const rows = await listDefaultPrompts(db, { listType: q.type, promptType: q.prompt_type })
    return c.json({ data: rows.map(presentPrompt) })
  })

  app.post('/admin/default-prompts', superAdmin, reads({ body: promptBody }), async (c) => {
    const body = await readBody(c, promptBody)
    const row = await inTransaction(db, async (tx) => {
      const [created] = await tx.insert(aiPrompts).values({ accountId: null, listType: body.type, promptType: body.prompt_type, text: body.text.trim() }).returning()
      await recordAudit(tx, { actor: actorOf(c.var), action: 'prompt.create', entity: 'prompt', entityId: created.id, after: promptAudit(created) })
      return created
    })
    return c.json(presentPrompt(row), 201)
  })

  app.put('/admin/default-prompts/:id', superAdmin, reads({ body: promptUpdateBody }), async (c) => {
    const row = await defaultPrompt(db, pathId(c))
    const body = await readBody(c, promptUpdateBody)
    const updated = await inTransaction(db, async (tx) => {
      const [after] = await tx.update(aiPrompts).set({ text: body.text.trim(), updatedAt: deps.now() }).where(eq(aiPrompts.id, row.id)).returning()
      await recordAudit(tx, { actor: actorOf(c.var), action: 'prompt.update', entity: 'prompt', entityId: row.id, before: promptAudit(row), after: promptAudit(after) })
      return after
    })
    return c.json(presentPrompt(updated))
  })

  app.delete('/admin/default-prompts/:id', superAdmin, async (c) => {
    const row = await defaultPrompt(db, pathId(c))
    await inTransaction(db, async (tx) => {
      await tx.delete(aiPrompts).where(eq(aiPrompts.id, row.id))
      await recordAudit(tx, { actor: actorOf(c.var), action: 'prompt.delete', entity: 'prompt', entityId: row.id, before: promptAudit(row) })
    })
    return c.json({ message: say('ai.prompt_deleted'), id: row.id })
  })

  app.get('/admin/default-questions', superAdmin, async (c) => c.json({ data: (await listDefaultQuestions(db)).map(presentQuestion) }))

  app.post('/admin/default-questions', superAdmin, reads({ body: defaultQuestionBody }), async (c) => {
    const body = await readBody(c, defaultQuestionBody)
    const existing = await listDefaultQuestions(db)
    if (existing.some((q) => q.variable.toLowerCase() === body.variable.toLowerCase())) throw fieldError('variable', 'ai.variable_taken')
    const [row] = await db
      .insert(aiDefaultQuestions)
      .values({ question: body.question.trim(), variable: body.variable, position: body.position ?? existing.length + 1 })
      .onConflictDoNothing()
      .returning()
    if (!row) throw fieldError('variable', 'ai.variable_taken')
    return c.json(presentQuestion(row), 201)
  })

  app.put('/admin/default-questions/:id', superAdmin, reads({ body: defaultQuestionBody }), async (c) => {
    const row = await defaultQuestion(db, pathId(c))
    if (!row) throw notFound()
    const body = await readBody(c, defaultQuestionBody)
    const others = (await listDefaultQuestions(db)).filter((q) => q.id !== row.id)
    if (others.some((q) => q.variable.toLowerCase() === body.variable.toLowerCase())) throw fieldError('variable', 'ai.variable_taken')
    const [updated] = await db
      .update(aiDefaultQuestions)
      .set({ question: body.question.trim(), variable: body.variable, position: body.position ?? row.position })
      .where(eq(aiDefaultQuestions.id, row.id))
      .returning()
    return c.json(presentQuestion(updated))
  })

  app.delete('/admin/default-questions/:id', superAdmin, async (c) => {
    const row = await defaultQuestion(db, pathId(c))
    if (!row) throw notFound()
    await db.delete(aiDefaultQuestions).where(eq(aiDefaultQuestions.id, row.id))
    return c.json({ message: say('ai.question_deleted'), id: row.id })
  })

  return app
}
