import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'wouter'
import { adminCourseQuery, adminTopicsQuery, deletePage, orderPages } from '../../../api/admin-content'
import type { AdminCourseDetail } from '../../../shared/admin-content/types'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { QueryView } from '../../ui/query-view'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { useContentList, useRefreshContent, useRouteId } from './content-bits'
import { CourseForm } from './course-form'

/** The page ids with `id` moved one place up or down; the same order when it is already at that end. */
export function movedOrder(ids: readonly number[], id: number, delta: -1 | 1): number[] {
  const at = ids.indexOf(id)
  const to = at + delta
  if (at < 0 || to < 0 || to >= ids.length) return [...ids]
  const next = [...ids]
  ;[next[at], next[to]] = [next[to]!, next[at]!]
  return next
}

/** admin/training-content/{id}: a course's fields and its pages in order (moved by command, saved at once). */
export default function CoursePage() {
  const t = useT()
  const id = useRouteId()
  const course = useQuery({ ...adminCourseQuery(id), enabled: id > 0 })
  const topics = useQuery(adminTopicsQuery())
  return (
    <section className={pageStyles.page} aria-labelledby="admin-course-title">
      <header className={pageStyles.header}>
        <h2 id="admin-course-title">{course.data?.title ?? t('routes.admin_trainingCourse')}</h2>
        <Link href="/admin/training-content">{t('content.courses.back')}</Link>
      </header>
      <QueryView data={course.data && topics.data ? { course: course.data, topics: topics.data } : undefined} isError={course.isError} failed={t('content.notFound')}>
        {(loaded) => <Course course={loaded.course} topics={loaded.topics} />}
      </QueryView>
    </section>
  )
}

function Course({ course, topics }: { course: AdminCourseDetail; topics: Parameters<typeof CourseForm>[0]['topics'] }) {
  const t = useT()
  const [, navigate] = useLocation()
  const refresh = useRefreshContent()
  useContentList({
    kind: 'page',
    rows: course.items,
    create: () => navigate(`/admin/training-content/${course.id}/create`),
    remove: async (pageId) => {
      const title = course.items.find((p) => p.id === pageId)?.title ?? ''
      await deletePage(course.id, pageId)
      notifyMessage({ code: 'content.page_deleted', params: { title } })
      await refresh()
    },
    move: async (pageId, delta) => {
      const ids = course.items.map((p) => p.id)
      const next = movedOrder(ids, pageId, delta)
      if (next.every((value, i) => value === ids[i])) return
      await orderPages(course.id, next)
      notifyMessage({ code: 'content.order_saved' })
      await refresh()
    },
  })
  return (
    <>
      <Panel aria-labelledby="pages-title">
        <header className={pageStyles.header}>
          <h3 id="pages-title">{t('content.pages.title')}</h3>
          <CommandButton id="content.new" variant="primary">{t('content.pages.new')}</CommandButton>
        </header>
        {course.items.length === 0 ? (
          <p className={pageStyles.muted}>{t('content.pages.empty')}</p>
        ) : (
          <ol>
            {course.items.map((page) => (
              <li key={page.id} className={pageStyles.row}>
                <Link href={`/admin/training-content/${course.id}/${page.id}/edit`}>{page.title}</Link>
                <CommandButton id="content.moveUp" args={page.id} variant="ghost">{t('content.commands.moveUpNamed', { title: page.title })}</CommandButton>
                <CommandButton id="content.moveDown" args={page.id} variant="ghost">{t('content.commands.moveDownNamed', { title: page.title })}</CommandButton>
                <CommandButton id="content.delete" args={page.id} variant="ghost">{t('content.deleteNamed', { title: page.title })}</CommandButton>
              </li>
            ))}
          </ol>
        )}
      </Panel>
      <Panel aria-labelledby="course-fields-title">
        <h3 id="course-fields-title">{t('content.courses.fields')}</h3>
        <CourseForm key={course.id} course={course} topics={topics} label={t('content.courses.fields')} />
      </Panel>
    </>
  )
}
