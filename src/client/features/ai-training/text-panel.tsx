import { useQueryClient } from '@tanstack/react-query'
import { addTrainingText, trainingKeys } from '../../../api/ai-training'
import { trainingTextBody, type TrainingText } from '../../../shared/ai/training'
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

/** Text: a title and any text the AI should know (offers, guarantees, tone). */
export function TextPanel(props: { bind: BindAction; texts: readonly TrainingText[]; paging: Paging }) {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const form = useValidatedForm(trainingTextBody, { title: '', content: '' })

  const add = form.submitWith(async (body) => {
    await addTrainingText({ title: body.title.trim(), content: body.content.trim() })
    notifyMessage({ code: 'training.text_added' })
    form.setValues({ title: '', content: '' })
    await queryClient.invalidateQueries({ queryKey: trainingKeys.all })
  })
  props.bind('addText', add)

  return (
    <Panel aria-labelledby="training-text-title">
      <h2 id="training-text-title">{t('aiTraining.text.title')}</h2>
      <p>{t('aiTraining.text.lead')}</p>
      <Form ref={form.focusRef} onSubmit={() => run('ai.training.addText', undefined, 'keyboard')} label={t('aiTraining.text.title')}>
        <TextField label={t('aiTraining.text.titleField')} {...form.field('title')} />
        <TextAreaField label={t('aiTraining.text.content')} {...form.field('content')} rows={5} />
        <div>
          <CommandButton id="ai.training.addText" variant="primary" />
        </div>
      </Form>
      <SourceList label={t('aiTraining.text.stored')} items={props.texts.map((x) => ({ kind: 'text', id: x.id, title: x.title, detail: '', tokens: x.tokens }))} paging={props.paging} empty={t('aiTraining.text.none')} />
    </Panel>
  )
}
