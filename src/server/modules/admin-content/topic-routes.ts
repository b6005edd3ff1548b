import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { topicBody } from '../../../shared/admin-content/schemas'
import { say } from '../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../app-deps'
import { topics } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { fieldError, refusal } from '../../http/api-error'
import { allowFor } from '../../http/allow'
import { readBody } from '../../http/read-body'
import { pathId } from '../../http/route-params'
import { reads } from '../../http/route-policy'
import { recordAudit } from '../audit/record-audit'
import { actorOf, isUniqueViolation } from './content-actor'
import { coursesIn, findTopic, listAdminTopics, nextPosition, presentTopic, topicAudit } from './content-repository'
import { storedTranslations } from './translations'

const topicMissing = () => refusal(404, { code: 'content.topic_not_found' })

/** A unique title refused by the database (two admins at once) reads as the field's message, not a 500. */
async function uniqueTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('title', 'content.topic_title_taken')
    throw err
  }
}

/** Topics of the onboarding courses (docs/api.md, "Admin: content"); a topic that holds courses is not deleted. */
export function topicRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const admin = allowFor(deps).module('admin', 'super_admin', 'admin')

  app.get('/topics', admin, async (c) => c.json({ data: await listAdminTopics(deps.db) }))

  app.post('/topics', admin, reads({ body: topicBody }), async (c) => {
    const body = await readBody(c, topicBody)
    const row = await uniqueTitle(() =>
      inTransaction(deps.db, async (tx) => {
        const [created] = await tx
          .insert(topics)
          .values({ title: body.title.trim(), description: body.description?.trim() ?? '', position: body.position === undefined ? await nextPosition(tx, 'topic') : Number(body.position), translations: storedTranslations(body.translations) })
          .returning()
        await recordAudit(tx, { actor: actorOf(c), action: 'topic.create', entity: 'topic', entityId: created.id, after: topicAudit(created) })
        return created
      }),
    )
    return c.json({ message: say('content.topic_created', { title: row.title }), data: presentTopic(row, 0) }, 201)
  })

  app.put('/topics/:id', admin, reads({ body: topicBody }), async (c) => {
    const id = pathId(c)
    const body = await readBody(c, topicBody)
    const row = await uniqueTitle(() =>
      inTransaction(deps.db, async (tx) => {
        const before = await findTopic(tx, id)
        if (!before) throw topicMissing()
        const [after] = await tx
          .update(topics)
          .set({ title: body.title.trim(), description: body.description?.trim() ?? '', position: Number(body.position ?? before.position), translations: storedTranslations(body.translations) })
          .where(eq(topics.id, id))
          .returning()
        await recordAudit(tx, { actor: actorOf(c), action: 'topic.update', entity: 'topic', entityId: id, before: topicAudit(before), after: topicAudit(after) })
        return after
      }),
    )
    return c.json({ message: say('content.topic_saved', { title: row.title }), data: presentTopic(row, await coursesIn(deps.db, id)) })
  })

  app.delete('/topics/:id', admin, async (c) => {
    const id = pathId(c)
    const row = await inTransaction(deps.db, async (tx) => {
      const before = await findTopic(tx, id)
      if (!before) throw topicMissing()
      const held = await coursesIn(tx, id)
      if (held > 0) throw refusal(409, { code: 'content.topic_has_courses', params: { title: before.title, count: held } })
      await tx.delete(topics).where(eq(topics.id, id))
      await recordAudit(tx, { actor: actorOf(c), action: 'topic.delete', entity: 'topic', entityId: id, before: topicAudit(before) })
      return before
    })
    return c.json({ message: say('content.topic_deleted', { title: row.title }), id })
  })

  return app
}
