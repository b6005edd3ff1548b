import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from 'wouter'
import { createTrainingPage, trainingPageQuery, updateTrainingPage, wlTrainingKeys } from '../../../../api/whitelabel-training'
import { trainingPageBody, type TrainingPage, type TrainingPageBody } from '../../../../shared/whitelabel/services'
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

type Values = { title: string; body: string; video_url: string }

const toBody = (v: Values) => ({ title: v.title, body: v.body, video_url: v.video_url.trim() || null })

/** whitelabel/training-content/{id}/create and .../{pageId}/edit: a course page; the server sanitises its HTML. */
export default function CoursePageForm() {
  const t = useT()
  const params = useRouteMatch()?.params ?? {}
  const courseId = routeNumber(params.id)
  const pageId = routeNumber(params.pageId)
  const editing = params.pageId !== undefined
  const page = useQuery({ ...trainingPageQuery(courseId, pageId), enabled: courseId > 0 && pageId > 0 })
  const heading = t(editing ? 'routes.whitelabel_trainingPageEdit' : 'routes.whitelabel_trainingPageCreate')
  return (
    <section className={pageStyles.page} aria-labelledby="wl-course-page-title">
      <header className={pageStyles.header}>
        <h2 id="wl-course-page-title">{heading}</h2>
        <Link href={`/whitelabel/training-content/${courseId}`}>{t('wlTraining.backToCourse')}</Link>
      </header>
      {page.isError || !courseId || (editing && !pageId) ? (
        <p className={pageStyles.notice} data-tone="danger">{t('wlTraining.notFound')}</p>
      ) : editing && !page.data ? (
        <LoadingState />
      ) : (
        <PageForm key={page.data?.id ?? 0} courseId={courseId} page={page.data} label={heading} />
      )}
    </section>
  )
}

function PageForm({ courseId, page, label }: { courseId: number; page?: TrainingPage; label: string }) {
  const t = useT()
  const run = useRunCommand()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const form = useValidatedForm<Values, TrainingPageBody>(trainingPageBody, { title: page?.title ?? '', body: page?.body ?? '', video_url: page?.video_url ?? '' }, toBody)
  useTrainingSlot({
    savePage: form.submitWith(async (body) => {
      const answer = page ? await updateTrainingPage(courseId, page.id, body) : await createTrainingPage(courseId, body)
      notifyMessage({ code: 'whitelabel.page_saved', params: { title: answer.data.title } })
      await queryClient.invalidateQueries({ queryKey: wlTrainingKeys.all })
      navigate(`/whitelabel/training-content/${courseId}`)
    }),
  })
  return (
    <Form ref={form.focusRef} onSubmit={() => run('wlTraining.savePage', undefined, 'keyboard')} label={label}>
      <TextField label={t('wlTraining.title')} {...form.field('title')} />
      <TextAreaField label={t('wlTraining.body')} hint={t('wlTraining.bodyHint')} rows={12} {...form.field('body')} />
      <TextField label={t('wlTraining.videoUrl')} type="url" inputMode="url" {...form.field('video_url')} />
      <div className={pageStyles.row}>
        <CommandButton id="wlTraining.savePage" variant="primary">{form.sending ? t('wlPages.saving') : t('wlTraining.savePage')}</CommandButton>
      </div>
    </Form>
  )
}
