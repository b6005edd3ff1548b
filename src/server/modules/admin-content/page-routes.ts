import { Hono, type Context } from 'hono'
import { and, eq } from 'drizzle-orm'
import { pageBody, pageOrderBody, type PageBody } from '../../../shared/admin-content/schemas'
import { say } from '../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../app-deps'
import type { Database } from '../../db/client'
import { courseItems } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { fieldMessage, refusal, validationFailed } from '../../http/api-error'
import { allowFor } from '../../http/allow'
import { readBody } from '../../http/read-body'
import { bodyIds, pathId } from '../../http/route-params'
import { reads } from '../../http/route-policy'
import { recordAudit } from '../audit/record-audit'
import { actorOf } from './content-actor'
import { findCourseRow, nextPosition, pageAudit, pagesOf, presentPage } from './content-repository'
import { courseMissing } from './course-routes'
import { sanitizePage } from './sanitize-page'
import { storedTranslations } from './translations'

const pageMissing = () => refusal(404, { code: 'content.page_not_found' })

/** A page body as stored: every language's body sanitised, so the page is HTML from here on. */
async function pageFields(db: Database, courseId: number, body: PageBody, position: number | undefined) {
  return {
    title: body.title.trim(),
    body: sanitizePage(body.body),
    bodyFormat: 'html' as const,
    videoUrl: body.video_url?.trim() || null,
    position: body.position === undefined ? (position ?? (await nextPosition(db, { course: courseId }))) : Number(body.position),
    translations: storedTranslations(body.translations, (field, value) => (field === 'body' ? sanitizePage(value) : value.trim())),
  }
}

async function pageOf(db: Database, courseId: number, pageId: number) {
  const [row] = await db.select().from(courseItems).where(and(eq(courseItems.id, pageId), eq(courseItems.courseId, courseId)))
  if (!row) throw pageMissing()
  return row
}

/** The pages of a course (docs/api.md, "Admin: content"): bodies are HTML sanitised here, before they are stored. */
export function pageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const admin = allowFor(deps).module('admin', 'super_admin', 'admin')
  const courseIdOf = async (db: Database, c: Context<AppEnv>) => {
    const course = await findCourseRow(db, pathId(c))
    if (!course) throw courseMissing()
    return course.id
  }

  app.post('/courses/:id/items', admin, reads({ body: pageBody }), async (c) => {
    const body = await readBody(c, pageBody)
    const row = await inTransaction(deps.db, async (tx) => {
      const courseId = await courseIdOf(tx, c)
      const [created] = await tx.insert(courseItems).values({ courseId, ...(await pageFields(tx, courseId, body, undefined)) }).returning()
      await recordAudit(tx, { actor: actorOf(c), action: 'course_item.create', entity: 'course_item', entityId: created.id, after: pageAudit(created) })
      return created
    })
    return c.json({ message: say('content.page_created', { title: row.title }), data: presentPage(row) }, 201)
  })

  app.put('/courses/:id/items/:itemId', admin, reads({ body: pageBody }), async (c) => {
    const body = await readBody(c, pageBody)
    const row = await inTransaction(deps.db, async (tx) => {
      const courseId = await courseIdOf(tx, c)
      const before = await pageOf(tx, courseId, pathId(c, 'itemId'))
      const [after] = await tx.update(courseItems).set(await pageFields(tx, courseId, body, before.position)).where(eq(courseItems.id, before.id)).returning()
      await recordAudit(tx, { actor: actorOf(c), action: 'course_item.update', entity: 'course_item', entityId: before.id, before: pageAudit(before), after: pageAudit(after) })
      return after
    })
    return c.json({ message: say('content.page_saved', { title: row.title }), data: presentPage(row) })
  })

  app.delete('/courses/:id/items/:itemId', admin, async (c) => {
    const row = await inTransaction(deps.db, async (tx) => {
      const courseId = await courseIdOf(tx, c)
      const before = await pageOf(tx, courseId, pathId(c, 'itemId'))
      await tx.delete(courseItems).where(eq(courseItems.id, before.id))
      await recordAudit(tx, { actor: actorOf(c), action: 'course_item.delete', entity: 'course_item', entityId: before.id, before: pageAudit(before) })
      return before
    })
    return c.json({ message: say('content.page_deleted', { title: row.title }), id: row.id })
  })

  /** The whole order at once: a list that misses or repeats a page, or names another course's, is refused. */
  app.put('/courses/:id/order', admin, reads({ body: pageOrderBody }), async (c) => {
    const body = await readBody(c, pageOrderBody)
    const ids = bodyIds(body.item_ids, 'item_ids')
    const pages = await inTransaction(deps.db, async (tx) => {
      const courseId = await courseIdOf(tx, c)
      const current = await pagesOf(tx, courseId)
      const known = new Set(current.map((p) => p.id))
      if (ids.length !== body.item_ids.length || ids.length !== current.length || ids.some((id) => !known.has(id))) {
        throw validationFailed({ item_ids: [fieldMessage('item_ids', 'content.order_mismatch')] })
      }
      for (const [at, id] of ids.entries()) await tx.update(courseItems).set({ position: at + 1 }).where(eq(courseItems.id, id))
      await recordAudit(tx, {
        actor: actorOf(c),
        action: 'course.reorder',
        entity: 'course',
        entityId: courseId,
        before: { item_ids: current.map((p) => p.id) },
        after: { item_ids: ids },
      })
      return pagesOf(tx, courseId)
    })
    return c.json({ message: say('content.order_saved'), data: pages.map(presentPage) })
  })

  return app
}
