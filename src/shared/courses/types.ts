/** GET /api/topics: a topic of the onboarding courses, in the asked language, with how many courses it holds. */
export type CourseTopic = { id: number; title: string; description: string; position: number; course_count: number }

/** GET /api/courses: a course with its number of items and how many of them the user has marked as done. */
export type CourseSummary = {
  id: number
  topic_id: number
  title: string
  description: string
  position: number
  item_count: number
  completed_count: number
}

/**
 * One item of a course; `body` is Markdown (paragraphs, lists, **bold**, `code`) or, once an admin edited the item,
 * HTML sanitised by the server (`body_format`); `completed_at` is the user's mark.
 */
export type CourseItem = {
  id: number
  course_id: number
  title: string
  body: string
  body_format: 'markdown' | 'html'
  position: number
  video_url: string | null
  completed_at: string | null
}

/** GET /api/courses/{id}: the course and its items in order. */
export type CourseDetail = CourseSummary & { items: CourseItem[] }

/** GET /api/courses/items/{id}: the item, and its neighbours in its course (null at either end). */
export type CourseItemDetail = CourseItem & { previous_id: number | null; next_id: number | null }

/** POST and DELETE /api/courses/items/{id}/complete: the item's mark and its course's progress after it. */
export type CourseProgressAnswer = {
  message: string
  item_id: number
  completed_at: string | null
  course: { id: number; item_count: number; completed_count: number }
}
