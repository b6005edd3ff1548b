import type { Prompt } from '../../../shared/ai/prompts'
import { promptUpdateBody } from '../../../shared/ai/prompts'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { pageStyles } from '../../ui/page-styles'
import { TextAreaField } from '../../ui/text-area-field'
import { aiStyles } from './ai-styles'
import { deletionRequest } from '../../../../commands/confirm-request'
import { useConfirm } from '../../ui/use-confirm'

/**
 * One prompt: editable when it is the page's to change (the user's own, or any default on the admin page), else read
 * only with a way to copy it into the user's own prompts.
 */
export function PromptItem(props: { prompt: Prompt; index: number; editable: boolean; onSave(text: string): Promise<unknown>; onDelete(): Promise<unknown>; onCopy?(): Promise<unknown> }) {
  const t = useT()
  const { prompt } = props
  const form = useValidatedForm(promptUpdateBody, { text: prompt.text })
  const name = t(prompt.is_default ? 'ai.prompts.defaultN' : 'ai.prompts.ownN', { n: props.index + 1 })
  const { confirm } = useConfirm()
  const askToDelete = async () => {
    if (await confirm(deletionRequest(t, t('ai.prompts.deleteNamed', { name })))) await props.onDelete()
  }
  const save = form.submitWith(async (body) => {
    await props.onSave(body.text)
  })
  if (!props.editable) {
    return (
      <li>
        <h4>
          <span className={pageStyles.badge}>{t('ai.prompts.defaultBadge')}</span>{' '}
          {name}
        </h4>
        <p className={aiStyles.text}>{prompt.text}</p>
        {props.onCopy ? (
          <div className={pageStyles.row}>
            <Button type="button" data-variant="secondary" onClick={() => void props.onCopy?.()}>
              {t('ai.prompts.copyNamed', { name })}
            </Button>
          </div>
        ) : null}
      </li>
    )
  }
  return (
    <li>
      <TextAreaField label={name} {...form.field('text')} name={`prompt-${prompt.id}`} />
      <div className={pageStyles.row}>
        <Button type="button" data-variant="secondary" onClick={() => void save()}>
          {t('ai.prompts.saveNamed', { name })}
        </Button>
        <Button type="button" data-variant="ghost" onClick={() => void askToDelete()}>
          {t('ai.prompts.deleteNamed', { name })}
        </Button>
      </div>
    </li>
  )
}
