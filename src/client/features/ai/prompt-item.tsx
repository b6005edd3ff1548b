import type { Prompt } from '../../../shared/ai/prompts'
import { promptUpdateBody } from '../../../shared/ai/prompts'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { TextAreaField } from '../../ui/text-area-field'
import { aiStyles } from './ai-styles'
import { useRegisteredSave } from './item-registry'

/**
 * One prompt: editable when it is the page's to change (the user's own, or any default on the admin page), saved and
 * deleted by ai.prompt.save and .delete; else read only, with ai.prompt.copy to make it one of the user's own.
 */
export function PromptItem(props: { prompt: Prompt; name: string; editable: boolean; copyable: boolean; register(id: number, save: () => Promise<void>): () => void; onSave(text: string): Promise<unknown> }) {
  const t = useT()
  const run = useRunCommand()
  const { prompt, name } = props
  const form = useValidatedForm(promptUpdateBody, { text: prompt.text })
  const save = form.submitWith(async (body) => {
    await props.onSave(body.text)
  })
  useRegisteredSave(props.editable ? props.register : undefined, prompt.id, save)
  if (!props.editable) {
    return (
      <li>
        <h4>
          <span className={pageStyles.badge}>{t('ai.prompts.defaultBadge')}</span>{' '}
          {name}
        </h4>
        <p className={aiStyles.text}>{prompt.text}</p>
        {props.copyable ? (
          <div className={pageStyles.row}>
            <CommandButton id="ai.prompt.copy" args={prompt.id}>
              {t('ai.prompts.copyNamed', { name })}
            </CommandButton>
          </div>
        ) : null}
      </li>
    )
  }
  return (
    <li>
      <Form ref={form.focusRef} onSubmit={() => run('ai.prompt.save', prompt.id, 'keyboard')} label={name}>
        <TextAreaField label={name} {...form.field('text')} name={`prompt-${prompt.id}`} />
        <div className={pageStyles.row}>
          <CommandButton id="ai.prompt.save" args={prompt.id}>
            {t('ai.prompts.saveNamed', { name })}
          </CommandButton>
          <CommandButton id="ai.prompt.delete" args={prompt.id} variant="ghost">
            {t('ai.prompts.deleteNamed', { name })}
          </CommandButton>
        </div>
      </Form>
    </li>
  )
}
