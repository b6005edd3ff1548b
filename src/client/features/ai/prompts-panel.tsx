import { useQuery, useQueryClient } from '@tanstack/react-query'
import { aiKeys } from '../../../api/ai'
import { aiListTypes, promptBody, promptTypes, type AiListType, type PromptBody, type PromptType } from '../../../shared/ai/prompts'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { notifyMessage, reported } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { TextAreaField } from '../../ui/text-area-field'
import { aiStyles } from './ai-styles'
import { promptApi, type PromptMode } from './prompt-api'
import { PromptItem } from './prompt-item'

export type PromptSelection = { type: AiListType; prompt_type: PromptType }
export const newPromptFieldId = 'new-prompt-text'

/** The pickers of a list type and a prompt type; the prompts panel and the preview share them. */
export function PromptTypePickers(props: { value: PromptSelection; onChange(value: PromptSelection): void }) {
  const t = useT()
  return (
    <div className={pageStyles.fieldRow}>
      <SelectField
        label={t('ai.prompts.listType')}
        name="list_type"
        value={props.value.type}
        options={aiListTypes.map((type) => ({ value: type, label: t(`leads.types.${type}`) }))}
        onValueChange={(type) => props.onChange({ ...props.value, type: type as AiListType })}
      />
      <SelectField
        label={t('ai.prompts.promptType')}
        name="prompt_type"
        value={props.value.prompt_type}
        options={promptTypes.map((type) => ({ value: type, label: t(`ai.promptTypes.${type}`) }))}
        onValueChange={(prompt_type) => props.onChange({ ...props.value, prompt_type: prompt_type as PromptType })}
      />
    </div>
  )
}

/** The prompts of one list type and prompt type, and a form for a new one. */
export function PromptsPanel(props: { mode: PromptMode; selection: PromptSelection; onSelectionChange(value: PromptSelection): void }) {
  const t = useT()
  const queryClient = useQueryClient()
  const api = promptApi(props.mode)
  const prompts = useQuery(api.query(props.selection))
  const form = useValidatedForm<{ text: string }, PromptBody>(promptBody, { text: '' }, (values) => ({ ...props.selection, text: values.text }))
  const refresh = () => queryClient.invalidateQueries({ queryKey: aiKeys.all })
  const create = form.submitWith(async (body) => {
    await api.create(body)
    form.setValues({ text: '' })
    await refresh()
  })
  // Copying a default prompt makes it one of the user's own as it is (the server checks it like any new prompt).
  const copy = async (text: string) => {
    try {
      await api.create({ ...props.selection, text })
      await refresh()
    } catch (error) {
      form.fail(error)
    }
  }
  const rows = prompts.data ?? []
  let own = 0
  let defaults = 0
  return (
    <Panel aria-labelledby="prompts-title" data-wide>
      <h3 id="prompts-title">{t(props.mode === 'own' ? 'ai.prompts.title' : 'ai.prompts.defaultsTitle')}</h3>
      <p>{t(props.mode === 'own' ? 'ai.prompts.lead' : 'ai.prompts.defaultsLead')}</p>
      <PromptTypePickers value={props.selection} onChange={props.onSelectionChange} />
      {rows.length ? (
        <ul className={aiStyles.items} aria-label={t('ai.prompts.listLabel')}>
          {rows.map((prompt) => (
            <PromptItem
              key={`${prompt.id}:${prompt.updated_at}`}
              prompt={prompt}
              index={prompt.is_default ? defaults++ : own++}
              editable={props.mode === 'defaults' || !prompt.is_default}
              onSave={async (value) => (await api.update(prompt.id, value), await refresh())}
              onDelete={() => reported(async () => (await api.remove(prompt.id), notifyMessage({ code: 'ai.prompt_deleted' }), await refresh()))}
              onCopy={props.mode === 'own' ? () => copy(prompt.text) : undefined}
            />
          ))}
        </ul>
      ) : (
        <p>{prompts.isPending ? t('ai.common.loading') : t('ai.prompts.none')}</p>
      )}
      <Form onSubmit={create} label={t('ai.prompts.new')}>
        <TextAreaField id={newPromptFieldId} label={t('ai.prompts.new')} {...form.field('text')} hint={t('ai.prompts.hint', { example: '{{first_name}}' })} />
        <div className={pageStyles.row}>
          <Button type="submit">{t('ai.prompts.create')}</Button>
        </div>
      </Form>
    </Panel>
  )
}
