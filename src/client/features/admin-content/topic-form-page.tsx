import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { adminTopicsQuery, createTopic, updateTopic } from '../../../api/admin-content'
import { topicBody, type TopicBody } from '../../../shared/admin-content/schemas'
import type { AdminTopic } from '../../../shared/admin-content/types'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { LoadingState } from '../../ui/loading-state'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { TextField } from '../../ui/text-field'
import { flatTranslations, nestedTranslations, TranslationFields, useContentForm, useRefreshContent, useRouteId } from './content-bits'

const translated = ['title', 'description'] as const

/** admin/topics/create and admin/topics/{id}/edit: a topic's title, description, position and translations. */
export default function TopicFormPage() {
  const t = useT()
  const id = useRouteId()
  const topics = useQuery(adminTopicsQuery())
  const topic = topics.data?.find((row) => row.id === id)
  const title = id ? t('routes.admin_topicEdit') : t('routes.admin_topicCreate')
  return (
    <section className={pageStyles.page} aria-labelledby="topic-form-title">
      <header className={pageStyles.header}>
        <h2 id="topic-form-title">{topic ? t('content.topics.editTitle', { title: topic.title }) : title}</h2>
      </header>
      {id && !topics.data ? <LoadingState /> : id && !topic ? <p className={pageStyles.notice} data-tone="danger">{t('content.notFound')}</p> : <TopicForm key={topic?.id ?? 0} topic={topic} label={title} />}
    </section>
  )
}

function TopicForm({ topic, label }: { topic?: AdminTopic; label: string }) {
  const t = useT()
  const [, navigate] = useLocation()
  const refresh = useRefreshContent()
  const run = useRunCommand()
  const initial: Record<string, string> = {
    title: topic?.title ?? '',
    description: topic?.description ?? '',
    position: topic ? String(topic.position) : '',
    ...flatTranslations(topic?.translations ?? {}, translated),
  }
  const form = useValidatedForm<Record<string, string>, TopicBody>(topicBody, initial, (v) => ({
    title: v.title,
    description: v.description,
    ...(v.position.trim() ? { position: v.position.trim() } : {}),
    translations: nestedTranslations(v, translated),
  }))
  useContentForm(
    form.submitWith(async (body) => {
      const answer = topic ? await updateTopic(topic.id, body) : await createTopic(body)
      notifyMessage({ code: topic ? 'content.topic_saved' : 'content.topic_created', params: { title: answer.data.title } })
      await refresh()
      navigate('/admin/topics')
    }),
  )
  return (
    <Form ref={form.focusRef} onSubmit={() => run('content.save', undefined, 'keyboard')} label={label}>
      <TextField label={t('content.form.title')} {...form.field('title')} />
      <TextField label={t('content.form.description')} {...form.field('description')} />
      <TextField label={t('content.form.position')} hint={t('content.form.positionHint')} inputMode="numeric" {...form.field('position')} />
      <TranslationFields fields={translated.map((key) => ({ key, label: t(`content.form.${key}`) }))} field={form.field} />
      <div className={pageStyles.row}>
        <CommandButton id="content.save" variant="primary">{form.sending ? t('content.saving') : t('content.save')}</CommandButton>
      </div>
    </Form>
  )
}
