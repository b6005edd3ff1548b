import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../../shared/i18n/locales'
import type { CourseDetail, CourseItem, CourseItemDetail, CourseSummary, CourseTopic } from '../../../shared/courses/types'
import type { Database } from '../../db/client'
import { courseItems, courseProgress, courses, topics } from '../../db/schema'
import { localized } from './localize'

type CourseRow = typeof courses.$inferSelect
type ItemRow = typeof courseItems.$inferSelect

/** Every topic in order, with the number of courses it holds. */
export async function listTopics(db: Database, locale: Locale): Promise<CourseTopic[]> {
  const rows = await db
    .select({ topic: topics, courseCount: count(courses.id) })
    .from(topics)
    .leftJoin(courses, eq(courses.topicId, topics.id))
    .groupBy(topics.id)
    .orderBy(asc(topics.position), asc(topics.id))
  return rows.map(({ topic, courseCount }) => ({
    id: topic.id,
    ...localized(topic, locale, ['title', 'description'] as const),
    position: topic.position,
    course_count: Number(courseCount),
  }))
}

export async function topicExists(db: Database, topicId: number): Promise<boolean> {
  const [row] = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId))
  return Boolean(row)
}

/** The number of items of each course, and how many of them the user has marked as done. */
async function progressOf(db: Database, userId: number, courseIds: number[]): Promise<Map<number, { items: number; done: number }>> {
  if (courseIds.length === 0) return new Map()
  const rows = await db
    .select({ courseId: courseItems.courseId, items: count(courseItems.id), done: count(courseProgress.itemId) })
    .from(courseItems)
    .leftJoin(courseProgress, and(eq(courseProgress.itemId, courseItems.id), eq(courseProgress.userId, userId)))
    .where(inArray(courseItems.courseId, courseIds))
    .groupBy(courseItems.courseId)
  return new Map(rows.map((r) => [r.courseId, { items: Number(r.items), done: Number(r.done) }]))
}

function presentCourse(row: CourseRow, locale: Locale, progress: { items: number; done: number } | undefined): CourseSummary {
  return {
    id: row.id,
    topic_id: row.topicId,
    ...localized(row, locale, ['title', 'description'] as const),
    position: row.position,
    item_count: progress?.items ?? 0,
    completed_count: progress?.done ?? 0,
  }
}

/** The courses of one topic (or all of them), in the topics' order and then their own, with the user's progress. */
export async function listCourses(db: Database, userId: number, locale: Locale, topicId?: number): Promise<CourseSummary[]> {
  const rows = await db
    .select({ course: courses })
    .from(courses)
    .innerJoin(topics, eq(topics.id, courses.topicId))
    .where(topicId === undefined ? undefined : eq(courses.topicId, topicId))
    .orderBy(asc(topics.position), asc(topics.id), asc(courses.position), asc(courses.id))
  const progress = await progressOf(db, userId, rows.map((r) => r.course.id))
  return rows.map(({ course }) => presentCourse(course, locale, progress.get(course.id)))
}

function presentItem(row: ItemRow, locale: Locale, completedAt: Date | null): CourseItem {
  return {
    id: row.id,
    course_id: row.courseId,
    ...localized(row, locale, ['title', 'body'] as const),
    body_format: row.bodyFormat,
    position: row.position,
    video_url: row.videoUrl,
    completed_at: completedAt?.toISOString() ?? null,
  }
}

async function itemsOf(db: Database, userId: number, courseId: number) {
  return db
    .select({ item: courseItems, completedAt: courseProgress.completedAt })
    .from(courseItems)
    .leftJoin(courseProgress, and(eq(courseProgress.itemId, courseItems.id), eq(courseProgress.userId, userId)))
    .where(eq(courseItems.courseId, courseId))
    .orderBy(asc(courseItems.position), asc(courseItems.id))
}

/** A course with its items and the user's marks; null when there is no such course. */
export async function findCourse(db: Database, userId: number, locale: Locale, courseId: number): Promise<CourseDetail | null> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId))
  if (!course) return null
  const items = (await itemsOf(db, userId, courseId)).map((r) => presentItem(r.item, locale, r.completedAt))
  const done = items.filter((i) => i.completed_at).length
  return { ...presentCourse(course, locale, { items: items.length, done }), items }
}

/** One item with the user's mark and its neighbours in the course; null when there is no such item. */
export async function findItem(db: Database, userId: number, locale: Locale, itemId: number): Promise<CourseItemDetail | null> {
  const [item] = await db.select({ courseId: courseItems.courseId }).from(courseItems).where(eq(courseItems.id, itemId))
  if (!item) return null
  const rows = await itemsOf(db, userId, item.courseId)
  const at = rows.findIndex((r) => r.item.id === itemId)
  return {
    ...presentItem(rows[at].item, locale, rows[at].completedAt),
    previous_id: rows[at - 1]?.item.id ?? null,
    next_id: rows[at + 1]?.item.id ?? null,
  }
}

/**
 * Marks an item as done (`done`) or not done for the user; both are idempotent: a second mark keeps the first time.
 * Answers the item's English title (for the answer's English message), its mark and its course's progress, or null
 * when there is no such item.
 */
export async function markItem(db: Database, userId: number, itemId: number, done: boolean, now: Date) {
  const [item] = await db.select().from(courseItems).where(eq(courseItems.id, itemId))
  if (!item) return null
  if (done) await db.insert(courseProgress).values({ userId, itemId, completedAt: now }).onConflictDoNothing()
  else await db.delete(courseProgress).where(and(eq(courseProgress.userId, userId), eq(courseProgress.itemId, itemId)))
  const [mark] = await db
    .select({ completedAt: courseProgress.completedAt })
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.itemId, itemId)))
  const progress = (await progressOf(db, userId, [item.courseId])).get(item.courseId)
  return {
    title: item.title,
    completedAt: mark?.completedAt ?? null,
    course: { id: item.courseId, item_count: progress?.items ?? 0, completed_count: progress?.done ?? 0 },
  }
}

