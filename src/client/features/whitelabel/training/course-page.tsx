import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { deleteTrainingPage, trainingCourseQuery, updateTrainingCourse, wlTrainingKeys, type TrainingCourseDetail } from '../../../../api/whitelabel-training'
import { trainingCourseBody, type TrainingCourseBody } from '../../../../shared/whitelabel/services'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useT } from '../../../i18n'
import { useRouteMatch } from '../../../routing/match-route-def'
import { CommandButton } from '../../../ui/command-button'
import { useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { LoadingState } from '../../../ui/loading-state'
import { notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { TextAreaField } from '../../../ui/text-area-field'
import { TextField } from '../../../ui/text-field'
import { routeNumber, useTrainingSlot } from './training-slot'

type Values = { title: string; description: string }

/** whitelabel/training-content/{id}: one course, its title and description, and its pages in order. */
export default function CoursePage() {
  const t = useT()
  const id = routeNumber(useRouteMatch()?.params.id)
  const course = useQuery({ ...trainingCourseQuery(id), enabled: id > 0 })
  return (
    <section className={pageStyles.page} aria-labelledby="wl-course-title">
      <header className={pageStyles.header}>
        <h2 id="wl-course-title">{course.data ? course.data.title : t('routes.whitelabel_trainingCourse')}</h2>
        <Link href="/whitelabel/training-content">{t('wlTraining.backToCourses')}</Link>
      </header>
      {course.isError || !id ? <p className={pageStyles.notice} data-tone="danger">{t('wlTraining.notFound')}</p> : !course.data ? <LoadingState /> : <CourseDetail key={course.data.id} course={course.data} />}
    </section>
  )
}

function CourseDetail({ course }: { course: TrainingCourseDetail }) {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const rows = useMemo(() => course.page_list.map((p) => ({ id: p.id, title: p.title })), [course.page_list])
  const form = useValidatedForm<Values, TrainingCourseBody>(trainingCourseBody, { title: course.title, description: course.description })
  const refresh = () => queryClient.invalidateQueries({ queryKey: wlTrainingKeys.all })
  useTrainingSlot({
    pages: rows,
    saveCourse: form.submitWith(async (body) => {
      const answer = await updateTrainingCourse(course.id, body)
      notifyMessage({ code: 'whitelabel.course_saved', params: { title: answer.data.title } })
      await refresh()
    }),
    deletePage: async (pageId) => {
      const title = rows.find((r) => r.id === pageId)?.title ?? ''
      await deleteTrainingPage(course.id, pageId)
      notifyMessage({ code: 'whitelabel.page_deleted', params: { title } })
      await refresh()
    },
  })
  return (
    <>
      <Form ref={form.focusRef} onSubmit={() => run('wlTraining.saveCourse', undefined, 'keyboard')} label={t('routes.whitelabel_trainingCourse')}>
        <TextField label={t('wlTraining.title')} {...form.field('title')} />
        <TextAreaField label={t('wlTraining.description')} rows={3} {...form.field('description')} />
        <div className={pageStyles.row}>
          <CommandButton id="wlTraining.saveCourse" variant="primary">{form.sending ? t('wlPages.saving') : t('wlTraining.saveCourse')}</CommandButton>
        </div>
      </Form>
      <header className={pageStyles.header}>
        <h3>{t('wlTraining.pages')}</h3>
        <Link href={`/whitelabel/training-content/${course.id}/create`}>{t('wlTraining.newPage')}</Link>
      </header>
      {course.page_list.length === 0 ? (
        <p className={pageStyles.muted}>{t('wlTraining.noPages')}</p>
      ) : (
        <ol aria-label={t('wlTraining.pages')}>
          {course.page_list.map((p) => (
            <li key={p.id} className={pageStyles.row}>
              <Link href={`/whitelabel/training-content/${course.id}/${p.id}/edit`}>{t('wlTraining.editNamed', { title: p.title })}</Link>
              <CommandButton id="wlTraining.deletePage" args={p.id} variant="ghost">{t('wlTraining.deleteNamed', { title: p.title })}</CommandButton>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
