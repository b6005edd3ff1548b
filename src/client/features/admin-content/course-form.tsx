import { courseBody, type CourseBody } from '../../../shared/admin-content/schemas'
import type { AdminCourse, AdminTopic } from '../../../shared/admin-content/types'
import { createCourse, updateCourse } from '../../../api/admin-content'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { flatTranslations, nestedTranslations, TranslationFields, useContentForm, useRefreshContent } from './content-bits'

const translated = ['title', 'description'] as const
export const newCourseFieldId = 'content-new-course-title'

/** A course's topic, title, description, position and translations: a new one (no `course`) or an edit. */
export function CourseForm({ course, topics, label, saved }: { course?: AdminCourse; topics: readonly AdminTopic[]; label: string; saved?(course: AdminCourse): void }) {
  const t = useT()
  const refresh = useRefreshContent()
  const run = useRunCommand()
  const initial: Record<string, string> = {
    topic_id: String(course?.topic_id ?? topics[0]?.id ?? ''),
    title: course?.title ?? '',
    description: course?.description ?? '',
    position: course ? String(course.position) : '',
    ...flatTranslations(course?.translations ?? {}, translated),
  }
  const form = useValidatedForm<Record<string, string>, CourseBody>(courseBody, initial, (v) => ({
    topic_id: v.topic_id,
    title: v.title,
    description: v.description,
    ...(v.position.trim() ? { position: v.position.trim() } : {}),
    translations: nestedTranslations(v, translated),
  }))
  useContentForm(
    form.submitWith(async (body) => {
      const answer = course ? await updateCourse(course.id, body) : await createCourse(body)
      notifyMessage({ code: course ? 'content.course_saved' : 'content.course_created', params: { title: answer.data.title } })
      if (!course) form.setValues(initial)
      await refresh()
      saved?.(answer.data)
    }),
  )
  return (
    <Form ref={form.focusRef} onSubmit={() => run('content.save', undefined, 'keyboard')} label={label}>
      <SelectField label={t('content.form.topic')} options={topics.map((topic) => ({ value: String(topic.id), label: topic.title }))} {...form.field('topic_id')} />
      <TextField id={course ? undefined : newCourseFieldId} label={t('content.form.title')} {...form.field('title')} />
      <TextField label={t('content.form.description')} {...form.field('description')} />
      <TextField label={t('content.form.position')} hint={t('content.form.positionHint')} inputMode="numeric" {...form.field('position')} />
      <TranslationFields fields={translated.map((key) => ({ key, label: t(`content.form.${key}`) }))} field={form.field} />
      <div className={pageStyles.row}>
        <CommandButton id="content.save" variant="primary">{form.sending ? t('content.saving') : course ? t('content.save') : t('content.courses.create')}</CommandButton>
      </div>
    </Form>
  )
}
