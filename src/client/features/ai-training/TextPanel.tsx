import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { addTrainingText, trainingKeys } from '../../../api/aiTraining'
import { trainingTextBody, type TrainingText } from '../../../shared/ai/training'
import { enterRuns } from '../../forms/enterRuns'
import { useValidatedForm } from '../../forms/useValidatedForm'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/CommandButton'
import { useRunCommand } from '../../ui/CommandShell'
import { Form } from '../../ui/Form'
import { Panel } from '../../ui/Panel'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { SourceList } from './SourceList'
import { focusFirstInvalid, type BindAction } from './trainingActions'
import type { Paging } from './useSourcePage'

/** Text: a title and any text the AI should know (offers, guarantees, tone). */
export function TextPanel(props: { bind: BindAction; texts: readonly TrainingText[]; paging: Paging }) {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLDivElement>(null)
  const form = useValidatedForm(trainingTextBody, { title: '', content: '' })

  const add = form.submitWith(async (body) => {
    await addTrainingText({ title: body.title.trim(), content: body.content.trim() })
    form.setValues({ title: '', content: '' })
    await queryClient.invalidateQueries({ queryKey: trainingKeys.all })
  })
  props.bind('addText', async () => {
    await add()
    focusFirstInvalid(formRef)
  })

  return (
    <Panel aria-labelledby="training-text-title">
      <h2 id="training-text-title">{t('aiTraining.text.title')}</h2>
      <p>{t('aiTraining.text.lead')}</p>
      <div ref={formRef} onKeyDown={enterRuns(() => void run('ai.training.addText', undefined, 'keyboard'))}>
        <Form onSubmit={() => void run('ai.training.addText', undefined, 'keyboard')} label={t('aiTraining.text.title')}>
          <TextField label={t('aiTraining.text.titleField')} {...form.field('title')} />
          <TextAreaField label={t('aiTraining.text.content')} {...form.field('content')} rows={5} />
          <div>
            <CommandButton id="ai.training.addText" variant="primary" />
          </div>
        </Form>
      </div>
      <SourceList label={t('aiTraining.text.stored')} items={props.texts.map((x) => ({ kind: 'text', id: x.id, title: x.title, detail: '', tokens: x.tokens }))} paging={props.paging} empty={t('aiTraining.text.none')} />
    </Panel>
  )
}
