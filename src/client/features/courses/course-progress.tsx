import type { CourseSummary } from '../../../shared/courses/types'
import { wordCount } from '../../../shared/message-wording'
import { useLocale, useT } from '../../i18n'
import { courseStyles } from './course-styles'

/** "3 of 7 done", and the same as a bar; `live` announces a change (a course page, as items are marked). */
export function CourseProgress({ course, live }: { course: Pick<CourseSummary, 'title' | 'item_count' | 'completed_count'>; live?: boolean }) {
  const t = useT()
  const { locale } = useLocale()
  const words = wordCount(t, locale, 'courses.progress', course.item_count, { done: course.completed_count })
  return (
    <>
      <p className={courseStyles.progressText} role={live ? 'status' : undefined} data-testid="course-progress">{words}</p>
      <progress className={courseStyles.progress} max={Math.max(course.item_count, 1)} value={course.completed_count} aria-label={t('courses.progressLabel', { title: course.title })} />
    </>
  )
}
