import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { coursesPath, courseSlot, type CourseSlot } from '../../../../commands/courses'
import { courseQuery } from '../../../api/courses'
import type { CourseDetail, CourseItem } from '../../../shared/courses/types'
import { useLocale, useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { useRouteMatch } from '../../routing/match-route-def'
import { formatDateTime } from '../../ui/intl-format'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { CourseBody } from './course-body'
import { CourseHtml } from './course-html'
import { markItem } from './course-actions'
import { CourseProgress } from './course-progress'
import { courseStyles } from './course-styles'

const itemHeadingId = 'course-item-title'

/** The item the address names (`?item=`), else the first one not done yet, else the first. */
function openItem(course: CourseDetail, search: string): CourseItem | null {
  const asked = Number(new URLSearchParams(search).get('item'))
  return course.items.find((i) => i.id === asked) ?? course.items.find((i) => !i.completed_at) ?? course.items[0] ?? null
}

/** settings/courses/{id}: a course's items, the open item's content and its done mark; Backspace goes back. */
export default function CoursePage() {
  const t = useT()
  const { locale } = useLocale()
  const raw = useRouteMatch()?.params.id ?? ''
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
  const course = useQuery({ ...courseQuery(id, locale), enabled: id > 0 })

  return (
    <section className={pageStyles.page} aria-labelledby="course-title">
      <header className={pageStyles.header}>
        <h2 id="course-title">{course.data?.title ?? t('routes.settings_course')}</h2>
        <CommandButton id="course.back" variant="ghost">
          {t('courses.course.back')}
        </CommandButton>
      </header>
      {id === 0 || course.isError ? (
        <p className={pageStyles.notice} data-tone="danger">
          {t(course.error && 'status' in course.error && course.error.status !== 404 ? 'courses.loadFailed' : 'courses.course.notFound')}
        </p>
      ) : !course.data ? (
        <LoadingState />
      ) : (
        <Course course={course.data} />
      )}
    </section>
  )
}

function Course({ course }: { course: CourseDetail }) {
  const t = useT()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const search = useSearch()
  const [, navigate] = useLocation()
  const item = openItem(course, search)
  const at = item ? course.items.indexOf(item) : -1
  const previous = course.items[at - 1]
  const next = course.items[at + 1]
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  const go = (target: CourseItem | undefined) => {
    if (!target) return
    moved.current = true
    navigate(`${coursesPath}/${course.id}?item=${target.id}`, { replace: true })
  }
  // The item opened by default is pinned in the address, so marking it done does not move the page to the next one.
  const pinned = new URLSearchParams(search).get('item') === String(item?.id)
  useEffect(() => {
    if (item && !pinned) navigate(`${coursesPath}/${course.id}?item=${item.id}`, { replace: true })
  }, [item, pinned, navigate, course.id])
  // After a move by key or link, the new item's title takes the focus, so a screen reader reads where it is.
  useEffect(() => {
    if (moved.current) heading.current?.focus()
    moved.current = false
  }, [item?.id])

  const slot = useMemo<CourseSlot>(
    () => ({
      item: item ? { id: item.id, title: item.title, done: Boolean(item.completed_at) } : null,
      hasNext: Boolean(next),
      hasPrevious: Boolean(previous),
      next: () => go(next),
      previous: () => go(previous),
      toggleDone: () => (item ? markItem(queryClient, locale, course.id, item, !item.completed_at) : Promise.resolve()),
    }),
    [item, next, previous, queryClient, locale, course.id],
  )
  useProvideSlot(courseSlot, slot)

  if (!item) return <p className={pageStyles.muted}>{t('courses.course.empty')}</p>
  return (
    <>
      <p className={pageStyles.muted}>{course.description}</p>
      <CourseProgress course={course} live />
      <div className={courseStyles.layout}>
        <nav aria-label={t('courses.course.itemsLabel', { title: course.title })}>
          <ol className={courseStyles.items}>
            {course.items.map((i) => (
              <li key={i.id}>
                <Link href={`${coursesPath}/${course.id}?item=${i.id}`} replace aria-current={i.id === item.id ? 'true' : undefined} onClick={() => (moved.current = true)}>
                  <span>{i.title}</span>
                  <span className={pageStyles.badge} data-tone={i.completed_at ? 'success' : undefined}>
                    {t(i.completed_at ? 'courses.course.done' : 'courses.course.notDone')}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <article className={courseStyles.article} aria-labelledby={itemHeadingId}>
          <p className={pageStyles.muted}>{t('courses.course.itemOf', { position: at + 1, total: course.items.length })}</p>
          <h3 id={itemHeadingId} ref={heading} tabIndex={-1}>
            {item.title}
          </h3>
          {item.body_format === 'html' ? <CourseHtml html={item.body} /> : <CourseBody markdown={item.body} />}
          {item.video_url ? (
            <p>
              <a href={item.video_url} target="_blank" rel="noopener noreferrer">
                {t('courses.course.video')}
              </a>
            </p>
          ) : null}
          {item.completed_at ? <p className={pageStyles.muted}>{t('courses.course.doneOn', { date: formatDateTime(item.completed_at, locale) })}</p> : null}
          <div className={pageStyles.row}>
            <CommandButton id="course.toggleDone" variant={item.completed_at ? 'secondary' : 'primary'}>
              {t(item.completed_at ? 'courses.course.markNotDone' : 'courses.course.markDone')}
            </CommandButton>
            {previous ? <CommandButton id="course.previousItem">{t('courses.course.previous', { title: previous.title })}</CommandButton> : null}
            {next ? <CommandButton id="course.nextItem">{t('courses.course.next', { title: next.title })}</CommandButton> : null}
          </div>
          <p className={pageStyles.muted}>{t('courses.course.keys')}</p>
        </article>
      </div>
    </>
  )
}
