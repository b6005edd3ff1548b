import { and, asc, count, eq, max } from 'drizzle-orm'
import type { TrainingCourse, TrainingCourseBody, TrainingPage, TrainingPageBody } from '../../../../shared/whitelabel/services'
import type { Database } from '../../../db/client'
import { wlTrainingCourses, wlTrainingPages } from '../../../db/schema'
import { forAccount } from '../../../db/tenant-scope'
import { refusal } from '../../../http/api-error'
import { sanitizePage } from '../../admin-content/sanitize-page'

type CourseRow = typeof wlTrainingCourses.$inferSelect
type PageRow = typeof wlTrainingPages.$inferSelect

export const courseMissing = () => refusal(404, { code: 'whitelabel.course_not_found' })
export const pageMissing = () => refusal(404, { code: 'whitelabel.page_not_found' })

export const presentCourse = (row: CourseRow, pages: number): TrainingCourse => ({
  id: row.id,
  title: row.title,
  description: row.description,
  position: row.position,
  pages,
  updated_at: row.updatedAt.toISOString(),
})

export const presentPage = (row: PageRow): TrainingPage => ({
  id: row.id,
  course_id: row.courseId,
  title: row.title,
  body: row.body,
  video_url: row.videoUrl,
  position: row.position,
  updated_at: row.updatedAt.toISOString(),
})

/** The account's courses in their order, each with its number of pages. */
export async function listCourses(db: Database, accountId: number): Promise<TrainingCourse[]> {
  const rows = await db
    .select({ course: wlTrainingCourses, pages: count(wlTrainingPages.id) })
    .from(wlTrainingCourses)
    .leftJoin(wlTrainingPages, eq(wlTrainingPages.courseId, wlTrainingCourses.id))
    .where(forAccount(db, accountId).where('wlTrainingCourses'))
    .groupBy(wlTrainingCourses.id)
    .orderBy(asc(wlTrainingCourses.position), asc(wlTrainingCourses.id))
  return rows.map((r) => presentCourse(r.course, Number(r.pages)))
}

export async function courseOf(db: Database, accountId: number, id: number): Promise<CourseRow> {
  const row = await forAccount(db, accountId).one('wlTrainingCourses', id)
  if (!row) throw courseMissing()
  return row
}

export async function pagesOf(db: Database, accountId: number, courseId: number): Promise<PageRow[]> {
  return db
    .select()
    .from(wlTrainingPages)
    .where(forAccount(db, accountId).where('wlTrainingPages', eq(wlTrainingPages.courseId, courseId)))
    .orderBy(asc(wlTrainingPages.position), asc(wlTrainingPages.id))
}

export async function pageOf(db: Database, accountId: number, courseId: number, pageId: number): Promise<PageRow> {
  const row = await forAccount(db, accountId).one('wlTrainingPages', pageId)
  if (!row || row.courseId !== courseId) throw pageMissing()
  return row
}

/** A course or page without a position goes last. */
async function nextPosition(db: Database, accountId: number, courseId: number | null): Promise<number> {
  const [row] = courseId
    ? await db.select({ top: max(wlTrainingPages.position) }).from(wlTrainingPages).where(and(eq(wlTrainingPages.accountId, accountId), eq(wlTrainingPages.courseId, courseId)))
    : await db.select({ top: max(wlTrainingCourses.position) }).from(wlTrainingCourses).where(eq(wlTrainingCourses.accountId, accountId))
  return row?.top == null ? 0 : Number(row.top) + 1
}

export async function courseFields(db: Database, accountId: number, body: TrainingCourseBody, now: Date) {
  return {
    title: body.title.trim(),
    description: body.description?.trim() ?? '',
    position: body.position == null ? await nextPosition(db, accountId, null) : Number(body.position),
    updatedAt: now,
  }
}

/** The page as stored: its body is sanitised here, so customers are only ever shown the allowed markup. */
export async function pageFields(db: Database, accountId: number, courseId: number, body: TrainingPageBody, now: Date) {
  return {
    title: body.title.trim(),
    body: sanitizePage(body.body),
    videoUrl: body.video_url?.trim() || null,
    position: body.position == null ? await nextPosition(db, accountId, courseId) : Number(body.position),
    updatedAt: now,
  }
}
