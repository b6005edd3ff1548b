import { useQueryClient } from '@tanstack/react-query'
import { addTrainingQa, trainingKeys } from '../../../api/ai-training'
import { trainingQaBody, type TrainingQa } from '../../../shared/ai/training'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { Panel } from '../../ui/panel'
import { TextAreaField } from '../../ui/text-area-field'
import { TextField } from '../../ui/text-field'
import { SourceList } from './source-list'
import type { BindAction } from './training-actions'
import type { Paging } from './use-source-page'

/** Question and answer: what prospects ask, answered the way the business answers it. */
export function QaPanel(props: { bind: BindAction; items: readonly TrainingQa[]; paging: Paging }) {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const form = useValidatedForm(trainingQaBody, { question: '', answer: '' })

  const add = form.submitWith(async (body) => {
    await addTrainingQa({ question: body.question.trim(), answer: body.answer.trim() })
    notifyMessage({ code: 'training.qa_added' })
    form.setValues({ question: '', answer: '' })
    await queryClient.invalidateQueries({ queryKey: trainingKeys.all })
  })
  props.bind('addQa', add)

  return (
    <Panel aria-labelledby="training-qa-title">
      <h2 id="training-qa-title">{t('aiTraining.qa.title')}</h2>
      <p>{t('aiTraining.qa.lead')}</p>
      <Form ref={form.focusRef} onSubmit={() => run('ai.training.addQa', undefined, 'keyboard')} label={t('aiTraining.qa.title')}>
        <TextField label={t('aiTraining.qa.question')} {...form.field('question')} />
        <TextAreaField label={t('aiTraining.qa.answer')} {...form.field('answer')} rows={4} />
        <div>
          <CommandButton id="ai.training.addQa" variant="primary" />
        </div>
      </Form>
      <SourceList label={t('aiTraining.qa.stored')} items={props.items.map((x) => ({ kind: 'qa', id: x.id, title: x.question, detail: '', tokens: x.tokens }))} paging={props.paging} empty={t('aiTraining.qa.none')} />
    </Panel>
  )
}
