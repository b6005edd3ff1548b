import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { adminQuestionsQuery, aiKeys, createDefaultQuestion, deleteDefaultQuestion, updateDefaultQuestion } from '../../../api/ai'
import { apiErrorOf } from '../../../api/http'
import { defaultQuestionBody, type DefaultQuestion } from '../../../shared/ai/fine-tunes'
import { validate, type FieldErrors } from '../../../shared/validate'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Form } from '../../ui/Form'
import { pageStyles } from '../../ui/pageStyles'
import { Panel } from '../../ui/Panel'
import { TextField } from '../../ui/TextField'
import { aiStyles } from './aiStyles'

export const newQuestionFieldId = 'new-default-question'
type Draft = { question: string; variable: string }

function QuestionItem(props: { question: DefaultQuestion; index: number; onChanged(): Promise<unknown> }) {
  const t = useT()
  const q = props.question
  const [draft, setDraft] = useState<Draft>({ question: q.question, variable: q.variable })
  const [errors, setErrors] = useState<FieldErrors>({})
  const name = t('ai.questions.questionN', { n: props.index + 1 })
  const save = async () => {
    const checked = validate(defaultQuestionBody, draft)
    if (!checked.ok) return setErrors(checked.errors)
    try {
      await updateDefaultQuestion(q.id, checked.value)
      setErrors({})
      await props.onChanged()
    } catch (error) {
      setErrors(apiErrorOf(error)?.errors ?? {})
    }
  }
  return (
    <li>
      <TextField label={name} name={`question-${q.id}`} value={draft.question} errors={errors.question} onValueChange={(question) => setDraft({ ...draft, question })} />
      <TextField label={t('ai.questions.variableOf', { name })} name={`variable-${q.id}`} value={draft.variable} errors={errors.variable} onValueChange={(variable) => setDraft({ ...draft, variable })} />
      <div className={pageStyles.row}>
        <Button type="button" data-variant="secondary" onClick={() => void save()}>
          {t('ai.questions.saveNamed', { name })}
        </Button>
        <Button type="button" data-variant="ghost" onClick={() => void deleteDefaultQuestion(q.id).then(props.onChanged)}>
          {t('ai.questions.deleteNamed', { name })}
        </Button>
      </div>
    </li>
  )
}

/** The questions every business is invited to answer (super admin). */
export function QuestionsPanel() {
  const t = useT()
  const queryClient = useQueryClient()
  const questions = useQuery(adminQuestionsQuery())
  const [draft, setDraft] = useState<Draft>({ question: '', variable: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const refresh = () => queryClient.invalidateQueries({ queryKey: aiKeys.all })
  const create = async () => {
    const checked = validate(defaultQuestionBody, draft)
    if (!checked.ok) return setErrors(checked.errors)
    try {
      await createDefaultQuestion(checked.value)
      setDraft({ question: '', variable: '' })
      setErrors({})
      await refresh()
    } catch (error) {
      setErrors(apiErrorOf(error)?.errors ?? {})
    }
  }
  return (
    <Panel aria-labelledby="questions-title" data-wide>
      <h3 id="questions-title">{t('ai.questions.title')}</h3>
      <p>{t('ai.questions.lead')}</p>
      <ul className={aiStyles.items} aria-label={t('ai.questions.title')}>
        {(questions.data ?? []).map((q, i) => (
          <QuestionItem key={`${q.id}:${q.question}:${q.variable}`} question={q} index={i} onChanged={refresh} />
        ))}
      </ul>
      <Form onSubmit={create} label={t('ai.questions.new')}>
        <TextField id={newQuestionFieldId} label={t('ai.questions.new')} name="question" value={draft.question} errors={errors.question} onValueChange={(question) => setDraft({ ...draft, question })} />
        <TextField label={t('ai.fineTunes.variable')} name="variable" value={draft.variable} errors={errors.variable} hint={t('ai.fineTunes.variableHint')} onValueChange={(variable) => setDraft({ ...draft, variable })} />
        <div className={pageStyles.row}>
          <Button type="submit">{t('ai.questions.create')}</Button>
        </div>
      </Form>
    </Panel>
  )
}
