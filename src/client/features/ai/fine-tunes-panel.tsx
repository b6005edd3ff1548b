import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { aiKeys, createFineTune, deleteFineTune, fineTunesQuery, questionsQuery, updateFineTune } from '../../../api/ai'
import { fineTuneBody, type FineTune, type FineTuneBody } from '../../../shared/ai/fine-tunes'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CheckboxField } from '../../ui/checkbox-field'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextAreaField } from '../../ui/text-area-field'
import { TextField } from '../../ui/text-field'
import { aiStyles } from './ai-styles'
import { useAiItemsSlot } from './use-ai-items-slot'
import { useItemRegistry, useRegisteredSave } from './item-registry'

export const newFineTuneFieldId = 'new-fine-tune-question'
type Draft = { question: string; answer: string; variable: string }
const bodyOf = (d: Draft, questionId?: number | null) => ({ question: d.question, answer: d.answer, variable: d.variable.trim() || null, ...(questionId !== undefined ? { default_question_id: questionId } : {}) })

type DraftField = ReturnType<typeof useValidatedForm<Draft, FineTuneBody>>['field']

/** The fields of one answer: its question, the answer and the variable prompts can name it by. */
function FineTuneFields(props: { idPrefix: string; field: DraftField; firstFieldId?: string; name?: string }) {
  const t = useT()
  const { field } = props
  const suffix = props.name ? ` (${props.name})` : ''
  return (
    <>
      <TextField id={props.firstFieldId} label={`${t('ai.fineTunes.question')}${suffix}`} {...field('question')} name={`${props.idPrefix}-question`} />
      <TextAreaField label={`${t('ai.fineTunes.answer')}${suffix}`} {...field('answer')} name={`${props.idPrefix}-answer`} />
      <TextField label={`${t('ai.fineTunes.variable')}${suffix}`} {...field('variable')} name={`${props.idPrefix}-variable`} hint={t('ai.fineTunes.variableHint')} />
    </>
  )
}

function FineTuneItem(props: { fineTune: FineTune; name: string; register(id: number, save: () => Promise<void>): () => void; onChanged(): Promise<unknown> }) {
  const t = useT()
  const run = useRunCommand()
  const { name } = props
  const f = props.fineTune
  const form = useValidatedForm<Draft, FineTuneBody>(fineTuneBody, { question: f.question, answer: f.answer, variable: f.variable ?? '' }, (d) => bodyOf(d, f.default_question_id))
  const save = form.submitWith(async (body) => {
    await updateFineTune(f.id, body)
    await props.onChanged()
  })
  useRegisteredSave(props.register, f.id, save)
  return (
    <li>
      <Form ref={form.focusRef} onSubmit={() => run('ai.fineTune.save', f.id, 'keyboard')} label={name}>
        <FineTuneFields idPrefix={`fine-tune-${f.id}`} field={form.field} name={name} />
        <div className={pageStyles.row}>
          <CommandButton id="ai.fineTune.save" args={f.id}>
            {t('ai.fineTunes.saveNamed', { name })}
          </CommandButton>
          <CommandButton id="ai.fineTune.delete" args={f.id} variant="ghost">
            {t('ai.fineTunes.deleteNamed', { name })}
          </CommandButton>
        </div>
      </Form>
    </li>
  )
}

/**
 * The business's answers (fine-tunes): the platform's questions, generated answers, and answers of its own, created,
 * saved and deleted (asked first) by ai.fineTune.create, .save and .delete.
 */
export function FineTunesPanel(props: { overwrite: boolean; onOverwriteChange(v: boolean): void; generating: boolean }) {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const questions = useQuery(questionsQuery())
  const fineTunes = useQuery(fineTunesQuery())
  const form = useValidatedForm<Draft, FineTuneBody>(fineTuneBody, { question: '', answer: '', variable: '' }, (d) => bodyOf(d))
  const registry = useItemRegistry()
  const refresh = () => queryClient.invalidateQueries({ queryKey: aiKeys.all })
  const create = form.submitWith(async (body) => {
    await createFineTune(body)
    form.setValues({ question: '', answer: '', variable: '' })
    await refresh()
  })
  const items = useMemo(() => (fineTunes.data ?? []).map((f, i) => ({ id: f.id, name: t('ai.fineTunes.answerN', { n: i + 1 }), editable: true, copyable: false })), [fineTunes.data, t])
  useAiItemsSlot('fineTunes', { items, save: registry.save, create, deleteNamed: 'ai.fineTunes.deleteNamed', remove: deleteFineTune })
  return (
    <Panel aria-labelledby="fine-tunes-title" data-wide>
      <h3 id="fine-tunes-title">{t('ai.fineTunes.title')}</h3>
      <p>{t('ai.fineTunes.lead')}</p>
      <h4>{t('ai.fineTunes.questions')}</h4>
      <ul aria-label={t('ai.fineTunes.questions')}>
        {(questions.data ?? []).map((q) => (
          <li key={q.id}>
            {q.question} <span className={pageStyles.badge}>{t(q.fine_tune_id ? 'ai.fineTunes.answered' : 'ai.fineTunes.open')}</span>
          </li>
        ))}
      </ul>
      <CheckboxField label={t('ai.fineTunes.overwrite')} name="overwrite_answers" checked={props.overwrite} onCheckedChange={props.onOverwriteChange} />
      <div className={pageStyles.row}>
        <CommandButton id="ai.fineTune.generate">{props.generating ? t('ai.fineTunes.generating') : undefined}</CommandButton>
      </div>
      <h4>{t('ai.fineTunes.yours')}</h4>
      {fineTunes.data?.length ? (
        <ul className={aiStyles.items} aria-label={t('ai.fineTunes.yours')}>
          {fineTunes.data.map((f, i) => (
            <FineTuneItem key={`${f.id}:${f.updated_at}`} fineTune={f} name={items[i]?.name ?? ''} register={registry.register} onChanged={refresh} />
          ))}
        </ul>
      ) : (
        <p>{t('ai.fineTunes.none')}</p>
      )}
      <Form ref={form.focusRef} onSubmit={() => run('ai.fineTune.create', undefined, 'keyboard')} label={t('ai.fineTunes.new')}>
        <h4>{t('ai.fineTunes.new')}</h4>
        <FineTuneFields idPrefix="new-fine-tune" firstFieldId={newFineTuneFieldId} field={form.field} />
        <div className={pageStyles.row}>
          <CommandButton id="ai.fineTune.create" variant="primary">
            {t('ai.fineTunes.create')}
          </CommandButton>
        </div>
      </Form>
    </Panel>
  )
}
