import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { adminCourseQuery, createPage, updatePage } from '../../../api/admin-content'
import { pageBody, type PageBody } from '../../../shared/admin-content/schemas'
import type { AdminPage, ContentLanguage } from '../../../shared/admin-content/types'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { LoadingState } from '../../ui/loading-state'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { contentLanguages, flatTranslations, nestedTranslations, useContentForm, useRefreshContent, useRouteId } from './content-bits'
import { RichTextEditor, type EditorHandle } from './rich-text-editor'

const translated = ['title', 'body'] as const

/** admin/training-content/{id}/create and .../{pageId}/edit: a page's title and rich-text body in each language. */
export default function PageEditorPage() {
  const t = useT()
  const courseId = useRouteId()
  const pageId = useRouteId('pageId')
  const course = useQuery({ ...adminCourseQuery(courseId), enabled: courseId > 0 })
  const page = course.data?.items.find((p) => p.id === pageId)
  const heading = pageId ? t('routes.admin_trainingPageEdit') : t('routes.admin_trainingPageCreate')
  return (
    <section className={pageStyles.page} aria-labelledby="page-editor-title">
      <header className={pageStyles.header}>
        <h2 id="page-editor-title">{page ? t('content.pages.editTitle', { title: page.title }) : heading}</h2>
        <Link href={`/admin/training-content/${courseId}`}>{t('content.pages.back', { title: course.data?.title ?? '' })}</Link>
      </header>
      {course.isError || (course.data && pageId && !page) ? (
        <p className={pageStyles.notice} data-tone="danger">{t('content.notFound')}</p>
      ) : !course.data ? (
        <LoadingState />
      ) : (
        <PageForm key={page?.id ?? 0} courseId={courseId} page={page} label={heading} />
      )}
    </section>
  )
}

function PageForm({ courseId, page, label }: { courseId: number; page?: AdminPage; label: string }) {
  const t = useT()
  const [, navigate] = useLocation()
  const refresh = useRefreshContent()
  const run = useRunCommand()
  const editor = useRef<EditorHandle | null>(null)
  const [language, setLanguage] = useState<'en' | ContentLanguage>('en')
  const initial: Record<string, string> = { title: page?.title ?? '', body: page?.body ?? '', video_url: page?.video_url ?? '', ...flatTranslations(page?.translations ?? {}, translated) }
  const form = useValidatedForm<Record<string, string>, PageBody>(pageBody, initial, (v) => ({
    title: v.title,
    body: v.body,
    video_url: v.video_url.trim() || null,
    translations: nestedTranslations(v, translated),
  }))
  const submit = form.submitWith(async (body) => {
    const answer = page ? await updatePage(courseId, page.id, body) : await createPage(courseId, body)
    notifyMessage({ code: page ? 'content.page_saved' : 'content.page_created', params: { title: answer.data.title } })
    await refresh()
    navigate(`/admin/training-content/${courseId}`)
  })
  useContentForm(async () => {
    editor.current?.flush()
    await submit()
  })
  const prefix = language === 'en' ? '' : `translations.${language}.`
  const languageName = t(`content.languages.${language}`)
  return (
    <Form ref={form.focusRef} onSubmit={() => run('content.save', undefined, 'keyboard')} label={label}>
      <SelectField
        label={t('content.pages.language')}
        name="language"
        value={language}
        options={(['en', ...contentLanguages] as const).map((lang) => ({ value: lang, label: t(`content.languages.${lang}`) }))}
        onValueChange={(value) => {
          editor.current?.flush()
          setLanguage(value as 'en' | ContentLanguage)
        }}
      />
      <TextField label={`${t('content.form.title')} (${languageName})`} {...form.field(`${prefix}title`)} />
      <RichTextEditor
        key={language}
        handle={editor}
        label={`${t('content.pages.body')} (${languageName})`}
        value={form.values[`${prefix}body`] ?? ''}
        onChange={(html) => form.setValue(`${prefix}body`, html)}
        errors={form.errors[`${prefix}body`]}
      />
      {language === 'en' ? <TextField label={t('content.pages.video')} type="url" {...form.field('video_url')} /> : null}
      <div className={pageStyles.row}>
        <CommandButton id="content.save" variant="primary">{form.sending ? t('content.saving') : t('content.save')}</CommandButton>
      </div>
    </Form>
  )
}
