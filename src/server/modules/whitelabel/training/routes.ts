import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { trainingCourseBody, trainingPageBody } from '../../../../shared/whitelabel/services'
import { say } from '../../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { accounts, wlTrainingCourses, wlTrainingPages } from '../../../db/schema'
import { accountIdOf, forAccount } from '../../../db/tenant-scope'
import { allowFor } from '../../../http/allow'
import { readBody } from '../../../http/read-body'
import { pathId } from '../../../http/route-params'
import { reads } from '../../../http/route-policy'
import { courseFields, courseOf, listCourses, pageFields, pageOf, pagesOf, presentCourse, presentPage } from './training-repository'

type CourseRow = typeof wlTrainingCourses.$inferSelect
type PageRow = typeof wlTrainingPages.$inferSelect

/**
 * The reseller's training center (docs/api.md, "White-label: training content"): its courses and their pages under
 * /api/wl/training, and what its customers read under /api/reseller-training.
 */
export function trainingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const reseller = allow.module('whitelabel')

  app.get('/wl/training/courses', reseller, async (c) => c.json({ data: await listCourses(deps.db, accountIdOf(c.var)) }))

  app.post('/wl/training/courses', reseller, reads({ body: trainingCourseBody }), async (c) => {
    const accountId = accountIdOf(c.var)
    const body = await readBody(c, trainingCourseBody)
    const [row] = (await forAccount(deps.db, accountId).insert('wlTrainingCourses', [await courseFields(deps.db, accountId, body, deps.now())]).returning()) as CourseRow[]
    return c.json({ message: say('whitelabel.course_saved', { title: row.title }), data: presentCourse(row, 0) }, 201)
  })

  app.get('/wl/training/courses/:id', reseller, async (c) => {
    const accountId = accountIdOf(c.var)
    const course = await courseOf(deps.db, accountId, pathId(c))
    const pages = await pagesOf(deps.db, accountId, course.id)
    return c.json({ data: { ...presentCourse(course, pages.length), page_list: pages.map(presentPage) } })
  })

  app.put('/wl/training/courses/:id', reseller, reads({ body: trainingCourseBody }), async (c) => {
    const accountId = accountIdOf(c.var)
    const course = await courseOf(deps.db, accountId, pathId(c))
    const body = await readBody(c, trainingCourseBody)
    const [row] = await forAccount(deps.db, accountId).update('wlTrainingCourses', await courseFields(deps.db, accountId, body, deps.now()), eq(wlTrainingCourses.id, course.id)).returning()
    return c.json({ message: say('whitelabel.course_saved', { title: row.title }), data: presentCourse(row, (await pagesOf(deps.db, accountId, course.id)).length) })
  })

  app.delete('/wl/training/courses/:id', reseller, async (c) => {
    const accountId = accountIdOf(c.var)
    const course = await courseOf(deps.db, accountId, pathId(c))
    await forAccount(deps.db, accountId).delete('wlTrainingCourses', eq(wlTrainingCourses.id, course.id))
    return c.json({ message: say('whitelabel.course_deleted', { title: course.title }), id: course.id })
  })

  app.post('/wl/training/courses/:id/pages', reseller, reads({ body: trainingPageBody }), async (c) => {
    const accountId = accountIdOf(c.var)
    const course = await courseOf(deps.db, accountId, pathId(c))
    const body = await readBody(c, trainingPageBody)
    const fields = await pageFields(deps.db, accountId, course.id, body, deps.now())
    const [row] = (await forAccount(deps.db, accountId).insert('wlTrainingPages', [{ courseId: course.id, ...fields }]).returning()) as PageRow[]
    return c.json({ message: say('whitelabel.page_saved', { title: row.title }), data: presentPage(row) }, 201)
  })

  app.get('/wl/training/courses/:id/pages/:pageId', reseller, async (c) => {
    const page = await pageOf(deps.db, accountIdOf(c.var), pathId(c), pathId(c, 'pageId'))
    return c.json({ data: presentPage(page) })
  })

  app.put('/wl/training/courses/:id/pages/:pageId', reseller, reads({ body: trainingPageBody }), async (c) => {
    const accountId = accountIdOf(c.var)
    const page = await pageOf(deps.db, accountId, pathId(c), pathId(c, 'pageId'))
    const body = await readBody(c, trainingPageBody)
    const fields = await pageFields(deps.db, accountId, page.courseId, body, deps.now())
    const [row] = await forAccount(deps.db, accountId).update('wlTrainingPages', fields, eq(wlTrainingPages.id, page.id)).returning()
    return c.json({ message: say('whitelabel.page_saved', { title: row.title }), data: presentPage(row) })
  })

  app.delete('/wl/training/courses/:id/pages/:pageId', reseller, async (c) => {
    const accountId = accountIdOf(c.var)
    const page = await pageOf(deps.db, accountId, pathId(c), pathId(c, 'pageId'))
    await forAccount(deps.db, accountId).delete('wlTrainingPages', eq(wlTrainingPages.id, page.id))
    return c.json({ message: say('whitelabel.page_deleted', { title: page.title }), id: page.id })
  })

  // A customer's training center: its reseller's courses with their pages (empty for an account no reseller owns).
  app.get('/reseller-training', allow.signedIn, async (c) => {
    const [account] = await deps.db.select({ resellerId: accounts.resellerId }).from(accounts).where(eq(accounts.id, accountIdOf(c.var)))
    const resellerId = account?.resellerId
    if (!resellerId) return c.json({ data: [] })
    const courses = await listCourses(deps.db, resellerId)
    const data = await Promise.all(courses.map(async (course) => ({ ...course, page_list: (await pagesOf(deps.db, resellerId, course.id)).map(presentPage) })))
    return c.json({ data })
  })

  return app
}
