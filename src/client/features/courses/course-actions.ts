import type { QueryClient } from '@tanstack/react-query'
import { courseKeys, markCourseItem } from '../../../api/courses'
import type { CourseDetail } from '../../../shared/courses/types'
import type { Locale } from '../../../shared/i18n/locales'
import { notifyMessage } from '../../ui/notify'

/**
 * Marks an item as done or not done, then puts the answer into the course on screen (its mark and the course's
 * count) and drops the course list's counts, which are fetched again when the courses page shows them.
 */
export async function markItem(queryClient: QueryClient, locale: Locale, courseId: number, item: { id: number; title: string }, done: boolean): Promise<void> {
  const answer = await markCourseItem(item.id, done)
  queryClient.setQueryData<CourseDetail>(courseKeys.course(courseId, locale), (course) =>
    course
      ? {
          ...course,
          completed_count: answer.course.completed_count,
          item_count: answer.course.item_count,
          items: course.items.map((i) => (i.id === item.id ? { ...i, completed_at: answer.completed_at } : i)),
        }
      : course,
  )
  await queryClient.invalidateQueries({ queryKey: courseKeys.all, predicate: (q) => q.queryKey[1] !== 'course' || q.queryKey[2] !== courseId || q.queryKey[3] !== locale })
  notifyMessage({ code: done ? 'courses.item_done' : 'courses.item_not_done', params: { title: item.title } })
}
