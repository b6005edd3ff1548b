import { Hono, type Context } from 'hono'
import type { Struct } from 'superstruct'
import { courseContentQuery, coursesQuery } from '../../../shared/courses/schemas'
import { say } from '../../../shared/english-message'
import type { Locale } from '../../../shared/i18n/locales'
import type { MessageCode } from '../../../shared/message-catalogue'
import type { AppDeps, AppEnv } from '../../app-deps'
import { refusal } from '../../http/api-error'
import { allowFor } from '../../http/allow'
import { pathId } from '../../http/route-params'
import { readQuery } from '../../http/read-body'
import { reads } from '../../http/route-policy'
import { findCourse, findItem, listCourses, listTopics, markItem, topicExists } from './course-repository'
import { contentLocale } from './localize'

function query<T extends { lang?: Locale }>(c: Context<AppEnv>, schema: Struct<T, unknown>): T & { locale: Locale } {
  const q = readQuery(c, schema)
  return { ...q, locale: contentLocale(q.lang, c.var.user.language) }
}

const missing = (code: MessageCode) => refusal(404, { code })

/**
 * The onboarding courses (docs/api.md, "Onboarding courses"): topics, courses and their items in the user's
 * language, and the user's own progress. Any signed-in user, whatever their modules: learning the product needs none.
 */
export function coursesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)

  app.get('/topics', allow.signedIn, reads({ query: courseContentQuery }), async (c) => c.json(await listTopics(deps.db, query(c, courseContentQuery).locale)))

  app.get('/courses', allow.signedIn, reads({ query: coursesQuery }), async (c) => {
    const q = query(c, coursesQuery)
    const topicId = q.topic_id === undefined ? undefined : Number(q.topic_id)
    if (topicId !== undefined && !(await topicExists(deps.db, topicId))) throw missing('courses.topic_not_found')
    return c.json(await listCourses(deps.db, c.var.user.id, q.locale, topicId))
  })

  app.get('/courses/items/:id', allow.signedIn, reads({ query: courseContentQuery }), async (c) => {
    const item = await findItem(deps.db, c.var.user.id, query(c, courseContentQuery).locale, pathId(c))
    if (!item) throw missing('courses.item_not_found')
    return c.json(item)
  })

  app.get('/courses/:id', allow.signedIn, reads({ query: courseContentQuery }), async (c) => {
    const course = await findCourse(deps.db, c.var.user.id, query(c, courseContentQuery).locale, pathId(c))
    if (!course) throw missing('courses.not_found')
    return c.json(course)
  })

  const mark = (done: boolean) => async (c: Context<AppEnv>) => {
    const itemId = pathId(c)
    const answer = await markItem(deps.db, c.var.user.id, itemId, done, deps.now())
    if (!answer) throw missing('courses.item_not_found')
    return c.json({
      message: say(done ? 'courses.item_done' : 'courses.item_not_done', { title: answer.title }),
      item_id: itemId,
      completed_at: answer.completedAt?.toISOString() ?? null,
      course: answer.course,
    })
  }
  app.post('/courses/items/:id/complete', allow.signedIn, mark(true))
  app.delete('/courses/items/:id/complete', allow.signedIn, mark(false))

  return app
}
