import { queryOptions } from '@tanstack/react-query'
import type { CourseDetail, CourseProgressAnswer, CourseSummary, CourseTopic } from '../shared/courses/types'
import type { Locale } from '../shared/i18n/locales'
import { http } from './http'

export const listTopics = (lang: Locale) => http<CourseTopic[]>('/api/topics', { query: { lang } })
export const listCourses = (lang: Locale) => http<CourseSummary[]>('/api/courses', { query: { lang } })
export const getCourse = (id: number, lang: Locale) => http<CourseDetail>(`/api/courses/${id}`, { query: { lang } })
export const markCourseItem = (itemId: number, done: boolean) =>
  http<CourseProgressAnswer>(`/api/courses/items/${itemId}/complete`, { method: done ? 'POST' : 'DELETE' })

/** The content is asked in the language on screen, so each language has its own cache entries. */
export const courseKeys = {
  all: ['courses'] as const,
  topics: (lang: Locale) => ['courses', 'topics', lang] as const,
  list: (lang: Locale) => ['courses', 'list', lang] as const,
  course: (id: number, lang: Locale) => ['courses', 'course', id, lang] as const,
}
const staleTime = 5 * 60_000
export const topicsQuery = (lang: Locale) => queryOptions({ queryKey: courseKeys.topics(lang), queryFn: () => listTopics(lang), staleTime })
export const coursesQuery = (lang: Locale) => queryOptions({ queryKey: courseKeys.list(lang), queryFn: () => listCourses(lang), staleTime })
export const courseQuery = (id: number, lang: Locale) => queryOptions({ queryKey: courseKeys.course(id, lang), queryFn: () => getCourse(id, lang), staleTime })
