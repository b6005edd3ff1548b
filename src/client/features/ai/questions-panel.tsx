import { useQuery, useQueryClient } from '@tanstack/react-query'
import { adminQuestionsQuery, aiKeys, createDefaultQuestion, deleteDefaultQuestion, updateDefaultQuestion } from '../../../api/ai'
import { defaultQuestionBody, type DefaultQuestion } from '../../../shared/ai/fine-tunes'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { notifyMessage, reported } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { aiStyles } from './ai-styles'
import { deletionRequest } from '../../../../commands/confirm-request'
import { useConfirm } from '../../ui/use-confirm'

export const newQuestionFieldId = 'new-default-question'

function QuestionItem(props: { question: DefaultQuestion; index: number; onChanged(): Promise<unknown> }) {
  const t = useT()
  const q = props.question
  const form = useValidatedForm(defaultQuestionBody, { question: q.question, variable: q.variable })
  const name = t('ai.questions.questionN', { n: props.index + 1 })
  const { confirm } = useConfirm()
  const save = form.submitWith(async (body) => {
    await updateDefaultQuestion(q.id, body)
    await props.onChanged()
  })
  return (
    <li>
      <TextField label={name} {...form.field('question')} name={`question-${q.id}`} />
      <TextField label={t('ai.questions.variableOf', { name })} {...form.field('variable')} name={`variable-${q.id}`} />
      <div className={pageStyles.row}>
        <Button type="button" data-variant="secondary" onClick={() => void save()}>
          {t('ai.questions.saveNamed', { name })}
        </Button>
        <Button type="button" data-variant="ghost" onClick={() => void reported(async () => (await confirm(deletionRequest(t, t('ai.questions.deleteNamed', { name }))) ? (await deleteDefaultQuestion(q.id), notifyMessage({ code: 'ai.question_deleted' }), await props.onChanged()) : undefined))}>
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
  const form = useValidatedForm(defaultQuestionBody, { question: '', variable: '' })
  const refresh = () => queryClient.invalidateQueries({ queryKey: aiKeys.all })
  const create = form.submitWith(async (body) => {
    await createDefaultQuestion(body)
    form.setValues({ question: '', variable: '' })
    await refresh()
  })
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
        <TextField id={newQuestionFieldId} label={t('ai.questions.new')} {...form.field('question')} />
        <TextField label={t('ai.fineTunes.variable')} {...form.field('variable')} hint={t('ai.fineTunes.variableHint')} />
        <div className={pageStyles.row}>
          <Button type="submit">{t('ai.questions.create')}</Button>
        </div>
      </Form>
    </Panel>
  )
}
