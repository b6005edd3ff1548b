import { asc, count, eq, max } from 'drizzle-orm'
import { markdownToHtml } from '../../../shared/admin-content/markdown-html'
import type { AdminCourse, AdminCourseDetail, AdminPage, AdminTopic, ContentTranslations } from '../../../shared/admin-content/types'
import type { Database } from '../../db/client'
import { courseItems, courses, topics } from '../../db/schema'

type TopicRow = typeof topics.$inferSelect
type CourseRow = typeof courses.$inferSelect
type PageRow = typeof courseItems.$inferSelect

export const presentTopic = (row: TopicRow, courseCount: number): AdminTopic => ({
  id: row.id,
  title: row.title,
  description: row.description,
  position: row.position,
  translations: row.translations,
  course_count: courseCount,
})

export const presentCourse = (row: CourseRow, itemCount: number): AdminCourse => ({
  id: row.id,
  topic_id: row.topicId,
  title: row.title,
  description: row.description,
  position: row.position,
  translations: row.translations,
  item_count: itemCount,
})

/** A page with its bodies as HTML: a seeded Markdown page reads as the HTML its Markdown shows. */
export function presentPage(row: PageRow): AdminPage {
  const html = (text: string) => (row.bodyFormat === 'html' ? text : markdownToHtml(text))
  const translations: ContentTranslations<'title' | 'body'> = {}
  for (const [lang, text] of Object.entries(row.translations) as [keyof typeof row.translations, { title?: string; body?: string }][]) {
    translations[lang] = { ...text, ...(text.body === undefined ? {} : { body: html(text.body) }) }
  }
  return { id: row.id, course_id: row.courseId, title: row.title, body: html(row.body), position: row.position, video_url: row.videoUrl, translations }
}

export async function listAdminTopics(db: Database): Promise<AdminTopic[]> {
  const rows = await db
    .select({ topic: topics, courseCount: count(courses.id) })
    .from(topics)
    .leftJoin(courses, eq(courses.topicId, topics.id))
    .groupBy(topics.id)
    .orderBy(asc(topics.position), asc(topics.id))
  return rows.map((r) => presentTopic(r.topic, Number(r.courseCount)))
}

export async function findTopic(db: Database, id: number): Promise<TopicRow | undefined> {
  const [row] = await db.select().from(topics).where(eq(topics.id, id))
  return row
}

export async function coursesIn(db: Database, topicId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courses).where(eq(courses.topicId, topicId))
  return Number(row?.n ?? 0)
}

export async function listAdminCourses(db: Database, topicId?: number): Promise<AdminCourse[]> {
  const rows = await db
    .select({ course: courses, itemCount: count(courseItems.id) })
    .from(courses)
    .innerJoin(topics, eq(topics.id, courses.topicId))
    .leftJoin(courseItems, eq(courseItems.courseId, courses.id))
    .where(topicId === undefined ? undefined : eq(courses.topicId, topicId))
    .groupBy(courses.id, topics.id)
    .orderBy(asc(topics.position), asc(topics.id), asc(courses.position), asc(courses.id))
  return rows.map((r) => presentCourse(r.course, Number(r.itemCount)))
}

export async function findCourseRow(db: Database, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id))
  return row
}

export async function pagesOf(db: Database, courseId: number): Promise<PageRow[]> {
  return db.select().from(courseItems).where(eq(courseItems.courseId, courseId)).orderBy(asc(courseItems.position), asc(courseItems.id))
}

export async function courseDetail(db: Database, course: CourseRow): Promise<AdminCourseDetail> {
  const pages = await pagesOf(db, course.id)
  return { ...presentCourse(course, pages.length), items: pages.map(presentPage) }
}

/** The stored fields of a record as an audit entry keeps them (no ids of other tables' rows beyond the parent). */
export const topicAudit = (row: TopicRow) => ({ title: row.title, description: row.description, position: row.position, translations: row.translations })
export const courseAudit = (row: CourseRow) => ({ topic_id: row.topicId, title: row.title, description: row.description, position: row.position, translations: row.translations })
export const pageAudit = (row: PageRow) => ({
  course_id: row.courseId,
  title: row.title,
  body: row.body,
  body_format: row.bodyFormat,
  position: row.position,
  video_url: row.videoUrl,
  translations: row.translations,
})

/** The position after the last one: a new topic, course or page goes at the end unless the admin says where. */
export async function nextPosition(db: Database, of: 'topic' | { course: number } | { topic: number }): Promise<number> {
  const [row] =
    of === 'topic'
      ? await db.select({ last: max(topics.position) }).from(topics)
      : 'course' in of
        ? await db.select({ last: max(courseItems.position) }).from(courseItems).where(eq(courseItems.courseId, of.course))
        : await db.select({ last: max(courses.position) }).from(courses).where(eq(courses.topicId, of.topic))
  return row?.last == null ? 1 : Number(row.last) + 1
}
