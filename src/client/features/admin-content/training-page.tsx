import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { adminCoursesQuery, adminTopicsQuery, deleteCourse } from '../../../api/admin-content'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { LoadingState } from '../../ui/loading-state'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { useContentList, useRefreshContent } from './content-bits'
import { CourseForm, newCourseFieldId } from './course-form'

/** admin/training-content: the onboarding courses by topic, and a form for a new course. */
export default function TrainingPage() {
  const t = useT()
  const refresh = useRefreshContent()
  const topics = useQuery(adminTopicsQuery())
  const courses = useQuery(adminCoursesQuery())
  useContentList({
    kind: 'course',
    rows: courses.data ?? null,
    create: () => document.getElementById(newCourseFieldId)?.focus(),
    remove: async (id) => {
      const title = courses.data?.find((row) => row.id === id)?.title ?? ''
      await deleteCourse(id)
      notifyMessage({ code: 'content.course_deleted', params: { title } })
      await refresh()
    },
  })
  return (
    <section className={pageStyles.page} aria-labelledby="training-title">
      <header className={pageStyles.header}>
        <h2 id="training-title">{t('routes.admin_training')}</h2>
        <CommandButton id="content.new" variant="primary">{t('content.courses.new')}</CommandButton>
        <Link href="/admin/training-content/history">{t('routes.admin_trainingHistory')}</Link>
      </header>
      {topics.isError || courses.isError ? <p className={pageStyles.notice} data-tone="danger">{t('content.loadFailed')}</p> : null}
      {!topics.data || !courses.data ? (
        <LoadingState />
      ) : (
        <>
          {topics.data.map((topic) => {
            const inTopic = courses.data.filter((course) => course.topic_id === topic.id)
            return (
              <section key={topic.id} aria-labelledby={`topic-${topic.id}`}>
                <h3 id={`topic-${topic.id}`}>{topic.title}</h3>
                {inTopic.length === 0 ? (
                  <p className={pageStyles.muted}>{t('content.courses.empty')}</p>
                ) : (
                  <ul>
                    {inTopic.map((course) => (
                      <li key={course.id} className={pageStyles.row}>
                        <Link href={`/admin/training-content/${course.id}`}>{course.title}</Link>
                        <span className={pageStyles.muted}>{t('content.courses.pageCount', { count: course.item_count })}</span>
                        <CommandButton id="content.delete" args={course.id} variant="ghost">{t('content.deleteNamed', { title: course.title })}</CommandButton>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )
          })}
          {topics.data.length ? (
            <Panel aria-labelledby="new-course-title">
              <h3 id="new-course-title">{t('content.courses.newTitle')}</h3>
              <CourseForm topics={topics.data} label={t('content.courses.newTitle')} />
            </Panel>
          ) : (
            <p className={pageStyles.muted}>{t('content.courses.noTopics')}</p>
          )}
        </>
      )}
    </section>
  )
}
