import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { coursesPath, coursesSlot, type CoursesSlot } from '../../../../commands/courses'
import { coursesQuery, topicsQuery } from '../../../api/courses'
import type { CourseSummary, CourseTopic } from '../../../shared/courses/types'
import { wordCount } from '../../../shared/message-wording'
import { useLocale, useT } from '../../i18n'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { CourseProgress } from './course-progress'
import { courseStyles } from './course-styles'

/** settings/courses: the topics of the onboarding courses, each with its courses and the user's progress in them. */
export default function CoursesPage() {
  const t = useT()
  const { locale } = useLocale()
  const topics = useQuery(topicsQuery(locale))
  const courses = useQuery(coursesQuery(locale))
  const slot = useMemo<CoursesSlot>(() => ({ courses: courses.data?.map((c) => ({ id: c.id, title: c.title })) ?? null }), [courses.data])
  useProvideSlot(coursesSlot, slot)

  return (
    <section className={pageStyles.page} aria-labelledby="courses-title">
      <header className={pageStyles.header}>
        <h2 id="courses-title">{t('courses.title')}</h2>
      </header>
      <p className={pageStyles.muted}>{t('courses.lead')}</p>
      {topics.isError || courses.isError ? (
        <p className={pageStyles.notice} data-tone="danger">{t('courses.loadFailed')}</p>
      ) : !topics.data || !courses.data ? (
        <LoadingState />
      ) : (
        topics.data.map((topic) => <TopicSection key={topic.id} topic={topic} courses={courses.data.filter((c) => c.topic_id === topic.id)} />)
      )}
    </section>
  )
}

function TopicSection({ topic, courses }: { topic: CourseTopic; courses: CourseSummary[] }) {
  const t = useT()
  const { locale } = useLocale()
  const headingId = `topic-${topic.id}`
  return (
    <section className={courseStyles.topic} aria-labelledby={headingId}>
      <h3 id={headingId}>{topic.title}</h3>
      <p className={pageStyles.muted}>
        {topic.description} · {wordCount(t, locale, 'courses.courseCount', topic.course_count)}
      </p>
      {courses.length === 0 ? (
        <p className={pageStyles.muted}>{t('courses.noCourses')}</p>
      ) : (
        <ul className={courseStyles.courses}>
          {courses.map((course) => (
            <li key={course.id} className={courseStyles.card}>
              <Link href={`${coursesPath}/${course.id}`}>{course.title}</Link>
              <p className={pageStyles.muted}>{course.description}</p>
              <CourseProgress course={course} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
