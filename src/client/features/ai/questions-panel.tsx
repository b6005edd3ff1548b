import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { adminQuestionsQuery, aiKeys, createDefaultQuestion, deleteDefaultQuestion, updateDefaultQuestion } from '../../../api/ai'
import { defaultQuestionBody, type DefaultQuestion } from '../../../shared/ai/fine-tunes'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { aiStyles } from './ai-styles'
import { useAiItemsSlot } from './use-ai-items-slot'
import { useItemRegistry, useRegisteredSave } from './item-registry'

export const newQuestionFieldId = 'new-default-question'

function QuestionItem(props: { question: DefaultQuestion; name: string; register(id: number, save: () => Promise<void>): () => void; onChanged(): Promise<unknown> }) {
  const t = useT()
  const run = useRunCommand()
  const { name } = props
  const q = props.question
  const form = useValidatedForm(defaultQuestionBody, { question: q.question, variable: q.variable })
  const save = form.submitWith(async (body) => {
    await updateDefaultQuestion(q.id, body)
    await props.onChanged()
  })
  useRegisteredSave(props.register, q.id, save)
  return (
    <li>
      <Form ref={form.focusRef} onSubmit={() => run('admin.defaultQuestion.save', q.id, 'keyboard')} label={name}>
        <TextField label={name} {...form.field('question')} name={`question-${q.id}`} />
        <TextField label={t('ai.questions.variableOf', { name })} {...form.field('variable')} name={`variable-${q.id}`} />
        <div className={pageStyles.row}>
          <CommandButton id="admin.defaultQuestion.save" args={q.id}>
            {t('ai.questions.saveNamed', { name })}
          </CommandButton>
          <CommandButton id="admin.defaultQuestion.delete" args={q.id} variant="ghost">
            {t('ai.questions.deleteNamed', { name })}
          </CommandButton>
        </div>
      </Form>
    </li>
  )
}

/**
 * The questions every business is invited to answer (super admin), created, saved and deleted (asked first) by
 * admin.defaultQuestion.create, .save and .delete.
 */
export function QuestionsPanel() {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const questions = useQuery(adminQuestionsQuery())
  const form = useValidatedForm(defaultQuestionBody, { question: '', variable: '' })
  const registry = useItemRegistry()
  const refresh = () => queryClient.invalidateQueries({ queryKey: aiKeys.all })
  const create = form.submitWith(async (body) => {
    await createDefaultQuestion(body)
    form.setValues({ question: '', variable: '' })
    await refresh()
  })
  const items = useMemo(() => (questions.data ?? []).map((q, i) => ({ id: q.id, name: t('ai.questions.questionN', { n: i + 1 }), editable: true, copyable: false })), [questions.data, t])
  useAiItemsSlot('questions', { items, save: registry.save, create, deleteNamed: 'ai.questions.deleteNamed', remove: deleteDefaultQuestion })
  return (
    <Panel aria-labelledby="questions-title" data-wide>
      <h3 id="questions-title">{t('ai.questions.title')}</h3>
      <p>{t('ai.questions.lead')}</p>
      <ul className={aiStyles.items} aria-label={t('ai.questions.title')}>
        {(questions.data ?? []).map((q, i) => (
          <QuestionItem key={`${q.id}:${q.question}:${q.variable}`} question={q} name={items[i]?.name ?? ''} register={registry.register} onChanged={refresh} />
        ))}
      </ul>
      <Form ref={form.focusRef} onSubmit={() => run('admin.defaultQuestion.create', undefined, 'keyboard')} label={t('ai.questions.new')}>
        <TextField id={newQuestionFieldId} label={t('ai.questions.new')} {...form.field('question')} />
        <TextField label={t('ai.fineTunes.variable')} {...form.field('variable')} hint={t('ai.fineTunes.variableHint')} />
        <div className={pageStyles.row}>
          <CommandButton id="admin.defaultQuestion.create" variant="primary">
            {t('ai.questions.create')}
          </CommandButton>
        </div>
      </Form>
    </Panel>
  )
}
