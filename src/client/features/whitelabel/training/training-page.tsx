import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { createTrainingCourse, deleteTrainingCourse, trainingCoursesQuery, wlTrainingKeys } from '../../../../api/whitelabel-training'
import { trainingCourseBody, type TrainingCourseBody } from '../../../../shared/whitelabel/services'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useLocale, useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { formatNumber } from '../../../ui/intl-format'
import { LoadingState } from '../../../ui/loading-state'
import { notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { TextField } from '../../../ui/text-field'
import { useTrainingSlot } from './training-slot'

type Values = { title: string; description: string }

/** whitelabel/training-content: the courses of the training center the reseller's customers see. */
export default function TrainingPage() {
  const t = useT()
  const { locale } = useLocale()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const courses = useQuery(trainingCoursesQuery())
  const rows = useMemo(() => courses.data?.map((c) => ({ id: c.id, title: c.title })) ?? null, [courses.data])
  const form = useValidatedForm<Values, TrainingCourseBody>(trainingCourseBody, { title: '', description: '' })
  const refresh = () => queryClient.invalidateQueries({ queryKey: wlTrainingKeys.courses })
  useTrainingSlot({
    courses: rows,
    createCourse: form.submitWith(async (body) => {
      const answer = await createTrainingCourse(body)
      notifyMessage({ code: 'whitelabel.course_saved', params: { title: answer.data.title } })
      form.setValues({ title: '', description: '' })
      await refresh()
    }),
    deleteCourse: async (id) => {
      const title = rows?.find((r) => r.id === id)?.title ?? ''
      await deleteTrainingCourse(id)
      notifyMessage({ code: 'whitelabel.course_deleted', params: { title } })
      await refresh()
    },
  })
  return (
    <section className={pageStyles.page} aria-labelledby="wl-training-title">
      <header className={pageStyles.header}>
        <h2 id="wl-training-title">{t('routes.whitelabel_training')}</h2>
      </header>
      <p className={pageStyles.muted}>{t('wlTraining.intro')}</p>
      {courses.isError ? <p className={pageStyles.notice} data-tone="danger">{t('wlPages.loadFailed')}</p> : null}
      {!courses.data ? (
        courses.isError ? null : <LoadingState />
      ) : courses.data.length === 0 ? (
        <p className={pageStyles.muted}>{t('wlTraining.empty')}</p>
      ) : (
        <table className={pageStyles.table}>
          <caption className="lc-visually-hidden">{t('routes.whitelabel_training')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wlTraining.course')}</th>
              <th scope="col" data-numeric>{t('wlTraining.pages')}</th>
              <th scope="col">{t('wlTraining.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {courses.data.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.title}</th>
                <td data-numeric>{formatNumber(c.pages, locale)}</td>
                <td>
                  <div className={pageStyles.row}>
                    <Link href={`/whitelabel/training-content/${c.id}`}>{t('wlTraining.openNamed', { title: c.title })}</Link>
                    <CommandButton id="wlTraining.deleteCourse" args={c.id} variant="ghost">{t('wlTraining.deleteNamed', { title: c.title })}</CommandButton>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('wlTraining.newCourse')}</h3>
      <Form ref={form.focusRef} onSubmit={() => run('wlTraining.createCourse', undefined, 'keyboard')} label={t('wlTraining.newCourse')}>
        <TextField label={t('wlTraining.title')} {...form.field('title')} />
        <TextField label={t('wlTraining.description')} {...form.field('description')} />
        <div className={pageStyles.row}>
          <CommandButton id="wlTraining.createCourse" variant="primary">{form.sending ? t('wlPages.saving') : t('wlTraining.add')}</CommandButton>
        </div>
      </Form>
    </section>
  )
}
