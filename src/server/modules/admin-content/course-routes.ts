import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { adminCoursesQuery, courseBody, type CourseBody } from '../../../shared/admin-content/schemas'
import { say } from '../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../app-deps'
import type { Database } from '../../db/client'
import { courses } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { fieldError, refusal } from '../../http/api-error'
import { allowFor } from '../../http/allow'
import { readBody, readQuery } from '../../http/read-body'
import { pathId } from '../../http/route-params'
import { reads } from '../../http/route-policy'
import { recordAudit } from '../audit/record-audit'
import { actorOf } from './content-actor'
import { courseAudit, courseDetail, findCourseRow, findTopic, listAdminCourses, nextPosition, pagesOf, presentCourse } from './content-repository'
import { storedTranslations } from './translations'

export const courseMissing = () => refusal(404, { code: 'content.course_not_found' })

/** The stored fields of a course body; a topic that does not exist is the field's 422. */
async function courseFields(db: Database, body: CourseBody, position: number | undefined) {
  const topicId = Number(body.topic_id)
  if (!(await findTopic(db, topicId))) throw fieldError('topic_id', 'content.topic_not_found')
  return {
    topicId,
    title: body.title.trim(),
    description: body.description?.trim() ?? '',
    position: body.position === undefined ? (position ?? (await nextPosition(db, { topic: topicId }))) : Number(body.position),
    translations: storedTranslations(body.translations),
  }
}

/** Courses of the onboarding content (docs/api.md, "Admin: content"); deleting one deletes its pages and their marks. */
export function courseRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const admin = allowFor(deps).module('admin', 'super_admin', 'admin')

  app.get('/courses', admin, reads({ query: adminCoursesQuery }), async (c) => {
    const q = readQuery(c, adminCoursesQuery)
    return c.json({ data: await listAdminCourses(deps.db, q.topic_id === undefined ? undefined : Number(q.topic_id)) })
  })

  app.post('/courses', admin, reads({ body: courseBody }), async (c) => {
    const body = await readBody(c, courseBody)
    const row = await inTransaction(deps.db, async (tx) => {
      const [created] = await tx.insert(courses).values(await courseFields(tx, body, undefined)).returning()
      await recordAudit(tx, { actor: actorOf(c), action: 'course.create', entity: 'course', entityId: created.id, after: courseAudit(created) })
      return created
    })
    return c.json({ message: say('content.course_created', { title: row.title }), data: presentCourse(row, 0) }, 201)
  })

  app.get('/courses/:id', admin, async (c) => {
    const row = await findCourseRow(deps.db, pathId(c))
    if (!row) throw courseMissing()
    return c.json(await courseDetail(deps.db, row))
  })

  app.put('/courses/:id', admin, reads({ body: courseBody }), async (c) => {
    const id = pathId(c)
    const body = await readBody(c, courseBody)
    const row = await inTransaction(deps.db, async (tx) => {
      const before = await findCourseRow(tx, id)
      if (!before) throw courseMissing()
      const [after] = await tx.update(courses).set(await courseFields(tx, body, before.position)).where(eq(courses.id, id)).returning()
      await recordAudit(tx, { actor: actorOf(c), action: 'course.update', entity: 'course', entityId: id, before: courseAudit(before), after: courseAudit(after) })
      return after
    })
    return c.json({ message: say('content.course_saved', { title: row.title }), data: presentCourse(row, (await pagesOf(deps.db, id)).length) })
  })

  app.delete('/courses/:id', admin, async (c) => {
    const id = pathId(c)
    const row = await inTransaction(deps.db, async (tx) => {
      const before = await findCourseRow(tx, id)
      if (!before) throw courseMissing()
      const pages = await pagesOf(tx, id)
      await tx.delete(courses).where(eq(courses.id, id))
      const removed = { ...courseAudit(before), pages: pages.map((p) => ({ id: p.id, title: p.title })) }
      await recordAudit(tx, { actor: actorOf(c), action: 'course.delete', entity: 'course', entityId: id, before: removed })
      return before
    })
    return c.json({ message: say('content.course_deleted', { title: row.title }), id })
  })

  return app
}
