import { Hono } from 'hono'
import { tokenCountBody, trainingListQuery, trainingQaBody, trainingQaUpdateBody, trainingTextBody, trainingTextUpdateBody, type TokenCount, type TrainingSourceKind, websiteLinkBody, websiteLinkUpdateBody } from '../../../shared/ai/training'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf } from '../../db/tenant-scope'
import { readBody } from '../../http/read-body'
import { notFound } from '../../http/api-error'
import { pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { countTokens } from '../../providers/ai-training/token-count'
import { listQuery } from './list-query'
import { presentLink, presentLinkDetail, presentQa, presentText } from './training-present'
import { createSource, deleteSource, findSource, listSources, tokenTotals, updateSource, upsertPageSource } from './training-store'
import { say } from '../../../shared/english-message'

const LINK_KINDS = ['website', 'link'] as const satisfies readonly TrainingSourceKind[]

/**
 * Website links, training texts, Q&A and the token count (docs/api.md). Every row is the caller's account's:
 * another account's id reads exactly like a missing one (404).
 */
export function trainingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps
  const account = (c: { var: { account: { id: number } } }) => accountIdOf(c.var)

  app.get('/business-details/website-links', allow.module('ai_suggest'), reads({ query: trainingListQuery }), async (c) => {
    const q = listQuery(c)
    const { rows, total } = await listSources(db, account(c), { kinds: LINK_KINDS, ...q })
    return c.json({ data: rows.map(presentLink), currentPage: q.page, pageSize: q.pageSize, total })
  })
  app.post('/business-details/website-links', allow.module('ai_suggest'), reads({ body: websiteLinkBody }), async (c) => {
    const body = await readBody(c, websiteLinkBody)
    const url = new URL(body.url.trim())
    url.hash = ''
    const title = body.title?.trim() || url.hostname + url.pathname
    // Stored under its URL like a crawled page: posting the same URL again refreshes it.
    const row = await upsertPageSource(db, account(c), { kind: 'website', url: url.href, title, content: body.content.trim() }, deps.now())
    return c.json({ message: say('training.link_added'), data: presentLinkDetail(row) }, 201)
  })
  app.get('/business-details/website-links/:id', allow.module('ai_suggest'), async (c) => {
    const row = await findSource(db, account(c), pathId(c), LINK_KINDS)
    if (!row) throw notFound()
    return c.json({ data: presentLinkDetail(row) })
  })
  app.put('/business-details/website-links/:id', allow.module('ai_suggest'), reads({ body: websiteLinkUpdateBody }), async (c) => {
    const id = pathId(c)
    if (!(await findSource(db, account(c), id, LINK_KINDS))) throw notFound()
    const body = await readBody(c, websiteLinkUpdateBody)
    const row = await updateSource(db, account(c), id, LINK_KINDS, { title: body.title?.trim(), content: body.content?.trim() }, deps.now())
    if (!row) throw notFound()
    return c.json({ message: say('training.link_saved'), data: presentLinkDetail(row) })
  })
  app.delete('/business-details/website-links/:id', allow.module('ai_suggest'), async (c) => {
    const id = pathId(c)
    if (!(await deleteSource(db, account(c), id, LINK_KINDS))) throw notFound()
    return c.json({ message: say('training.link_deleted'), id })
  })

  app.get('/business-details/training-texts', allow.module('ai_suggest'), reads({ query: trainingListQuery }), async (c) => {
    const q = listQuery(c)
    const { rows, total } = await listSources(db, account(c), { kinds: ['text'], ...q, withContent: true })
    return c.json({ data: rows.map(presentText), currentPage: q.page, pageSize: q.pageSize, total })
  })
  app.post('/business-details/training-texts', allow.module('ai_suggest'), reads({ body: trainingTextBody }), async (c) => {
    const body = await readBody(c, trainingTextBody)
    const row = await createSource(db, account(c), { kind: 'text', title: body.title.trim(), content: body.content.trim() }, deps.now())
    return c.json({ message: say('training.text_added'), data: presentText(row) }, 201)
  })
  app.put('/business-details/training-texts/:id', allow.module('ai_suggest'), reads({ body: trainingTextUpdateBody }), async (c) => {
    const id = pathId(c)
    if (!(await findSource(db, account(c), id, ['text']))) throw notFound()
    const body = await readBody(c, trainingTextUpdateBody)
    const row = await updateSource(db, account(c), id, ['text'], { title: body.title?.trim(), content: body.content?.trim() }, deps.now())
    if (!row) throw notFound()
    return c.json({ message: say('training.text_saved'), data: presentText(row) })
  })
  app.delete('/business-details/training-texts/:id', allow.module('ai_suggest'), async (c) => {
    const id = pathId(c)
    if (!(await deleteSource(db, account(c), id, ['text']))) throw notFound()
    return c.json({ message: say('training.text_deleted'), id })
  })

  app.get('/business-details/training-qa', allow.module('ai_suggest'), reads({ query: trainingListQuery }), async (c) => {
    const q = listQuery(c)
    const { rows, total } = await listSources(db, account(c), { kinds: ['qa'], ...q, withContent: true })
    return c.json({ data: rows.map(presentQa), currentPage: q.page, pageSize: q.pageSize, total })
  })
  app.post('/business-details/training-qa', allow.module('ai_suggest'), reads({ body: trainingQaBody }), async (c) => {
    const body = await readBody(c, trainingQaBody)
    const row = await createSource(db, account(c), { kind: 'qa', title: body.question.trim(), content: body.answer.trim() }, deps.now())
    return c.json({ message: say('training.qa_added'), data: presentQa(row) }, 201)
  })
  app.put('/business-details/training-qa/:id', allow.module('ai_suggest'), reads({ body: trainingQaUpdateBody }), async (c) => {
    const id = pathId(c)
    if (!(await findSource(db, account(c), id, ['qa']))) throw notFound()
    const body = await readBody(c, trainingQaUpdateBody)
    const row = await updateSource(db, account(c), id, ['qa'], { title: body.question?.trim(), content: body.answer?.trim() }, deps.now())
    if (!row) throw notFound()
    return c.json({ message: say('training.qa_saved'), data: presentQa(row) })
  })
  app.delete('/business-details/training-qa/:id', allow.module('ai_suggest'), async (c) => {
    const id = pathId(c)
    if (!(await deleteSource(db, account(c), id, ['qa']))) throw notFound()
    return c.json({ message: say('training.qa_deleted'), id })
  })

  app.post('/calculate-tokens-ai-training', allow.module('ai_suggest'), reads({ body: tokenCountBody }), async (c) => {
    const body = await readBody(c, tokenCountBody)
    const bySource = await tokenTotals(db, account(c))
    const answer: TokenCount = {
      tokens: body.text === undefined ? null : countTokens(body.text),
      total: Object.values(bySource).reduce((a, b) => a + b, 0),
      by_source: bySource,
    }
    return c.json(answer)
  })

  return app
}
