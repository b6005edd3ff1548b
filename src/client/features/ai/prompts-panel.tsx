import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { aiKeys } from '../../../api/ai'
import { aiListTypes, promptBody, promptTypes, type AiListType, type PromptBody, type PromptType } from '../../../shared/ai/prompts'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { TextAreaField } from '../../ui/text-area-field'
import { aiStyles } from './ai-styles'
import { useAiItemsSlot } from './use-ai-items-slot'
import { useItemRegistry } from './item-registry'
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

/**
 * The prompts of one list type and prompt type, and a form for a new one. Creating, saving, deleting (asked first)
 * and copying a default are the commands ai.prompt.create, .save, .delete and .copy.
 */
export function PromptsPanel(props: { mode: PromptMode; selection: PromptSelection; onSelectionChange(value: PromptSelection): void }) {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const api = promptApi(props.mode)
  const prompts = useQuery(api.query(props.selection))
  const form = useValidatedForm<{ text: string }, PromptBody>(promptBody, { text: '' }, (values) => ({ ...props.selection, text: values.text }))
  const registry = useItemRegistry()
  const refresh = () => queryClient.invalidateQueries({ queryKey: aiKeys.all })
  const create = form.submitWith(async (body) => {
    await api.create(body)
    form.setValues({ text: '' })
    await refresh()
  })

  const rows = prompts.data ?? []
  let own = 0
  let defaults = 0
  const named = rows.map((prompt) => ({ prompt, name: t(prompt.is_default ? 'ai.prompts.defaultN' : 'ai.prompts.ownN', { n: prompt.is_default ? ++defaults : ++own }) }))
  const editable = (prompt: { is_default: boolean }) => props.mode === 'defaults' || !prompt.is_default
  const items = useMemo(() => named.map(({ prompt, name }) => ({ id: prompt.id, name, editable: editable(prompt), copyable: props.mode === 'own' && prompt.is_default })), [prompts.data, t, props.mode]) // eslint-disable-line react-hooks/exhaustive-deps
  useAiItemsSlot('prompts', {
    items,
    save: registry.save,
    create,
    deleteNamed: 'ai.prompts.deleteNamed',
    remove: (id) => api.remove(id),
    // Copying a default prompt makes it one of the user's own as it is (the server checks it like any new prompt).
    copy: async (id) => {
      const prompt = named.find((row) => row.prompt.id === id)?.prompt
      if (prompt) await api.create({ ...props.selection, text: prompt.text })
    },
  })

  return (
    <Panel aria-labelledby="prompts-title" data-wide>
      <h3 id="prompts-title">{t(props.mode === 'own' ? 'ai.prompts.title' : 'ai.prompts.defaultsTitle')}</h3>
      <p>{t(props.mode === 'own' ? 'ai.prompts.lead' : 'ai.prompts.defaultsLead')}</p>
      <PromptTypePickers value={props.selection} onChange={props.onSelectionChange} />
      {rows.length ? (
        <ul className={aiStyles.items} aria-label={t('ai.prompts.listLabel')}>
          {named.map(({ prompt, name }) => (
            <PromptItem
              key={`${prompt.id}:${prompt.updated_at}`}
              prompt={prompt}
              name={name}
              editable={editable(prompt)}
              copyable={props.mode === 'own' && prompt.is_default}
              register={registry.register}
              onSave={async (text) => (await api.update(prompt.id, text), await refresh())}
            />
          ))}
        </ul>
      ) : (
        <p>{prompts.isPending ? t('ai.common.loading') : t('ai.prompts.none')}</p>
      )}
      <Form ref={form.focusRef} onSubmit={() => run('ai.prompt.create', undefined, 'keyboard')} label={t('ai.prompts.new')}>
        <TextAreaField id={newPromptFieldId} label={t('ai.prompts.new')} {...form.field('text')} hint={t('ai.prompts.hint', { example: '{{first_name}}' })} />
        <div className={pageStyles.row}>
          <CommandButton id="ai.prompt.create" variant="primary">
            {t('ai.prompts.create')}
          </CommandButton>
        </div>
      </Form>
    </Panel>
  )
}
