import type { Prompt } from '../../../shared/ai/prompts'
import type { WebhookConnection } from '../../../shared/integrations/types'
import type { LeadType } from '../../../shared/leads/types'
import type { Message } from '../../../shared/message-format'
import type { Translate } from '../../i18n'
import { SelectField } from '../../ui/select-field'

const EXCERPT = 60
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text)
const idOf = (value: string) => (value === '' ? null : Number(value))

type PickerProps = { value: unknown; errors?: readonly Message[]; t: Translate; onPick(id: number | null): void }

/**
 * The prompt a writing step uses: the default one for its kind of text, or one of the account's (or the platform's)
 * prompts of that kind for the related list's type. A chosen prompt that no longer exists stays shown, marked, so the
 * step's message names what to change.
 */
export function PromptPicker({ value, errors, t, onPick, prompts, promptType, listType }: PickerProps & { prompts: readonly Prompt[] | null; promptType: string; listType: LeadType | null }) {
  const fitting = (prompts ?? []).filter((p) => p.prompt_type === promptType && (listType === null || p.type === listType))
  const chosen = typeof value === 'number' ? value : null
  const label = (p: Prompt) => t(p.is_default ? 'workflows.form.platformPrompt' : 'workflows.form.ownPrompt', { text: excerpt(p.text) })
  const elsewhere = chosen !== null && !fitting.some((p) => p.id === chosen) ? (prompts ?? []).find((p) => p.id === chosen) : undefined
  const options = [
    { value: '', label: t(prompts ? 'workflows.form.promptDefault' : 'workflows.form.promptsLoading') },
    ...fitting.map((p) => ({ value: String(p.id), label: label(p) })),
    ...(chosen !== null && !fitting.some((p) => p.id === chosen) ? [{ value: String(chosen), label: elsewhere ? label(elsewhere) : t('workflows.form.missingChoice', { id: chosen }) }] : []),
  ]
  return <SelectField label={t('workflows.form.prompt')} name="prompt_id" value={chosen === null ? '' : String(chosen)} options={options} onValueChange={(v) => onPick(idOf(v))} errors={errors} />
}

/** The webhook a connection step sends to: the list's own, or one of the account's webhook connections. */
export function WebhookPicker({ value, errors, t, onPick, webhooks }: PickerProps & { webhooks: readonly WebhookConnection[] | null }) {
  const chosen = typeof value === 'number' ? value : null
  const options = [
    { value: '', label: t('workflows.connection.webhook') },
    ...(webhooks ?? []).map((w) => ({ value: String(w.id), label: t(w.status === 'active' ? 'workflows.form.webhookChoice' : 'workflows.form.webhookDisabled', { name: w.name }) })),
    ...(chosen !== null && !(webhooks ?? []).some((w) => w.id === chosen) ? [{ value: String(chosen), label: t('workflows.form.missingChoice', { id: chosen }) }] : []),
  ]
  return <SelectField label={t('workflows.form.webhook')} name="webhook_id" value={chosen === null ? '' : String(chosen)} options={options} onValueChange={(v) => onPick(idOf(v))} errors={errors} />
}
