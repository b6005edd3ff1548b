import { useQuery } from '@tanstack/react-query'
import { labelsQuery } from '../../../api/labels'
import { promptTypes } from '../../../shared/ai/prompts'
import { nodeErrors, workflowEnrichmentKinds, workflowTriggerEvents, type WorkflowNode } from '../../../shared/automation/workflow-nodes'
import { crmNames, crmProviders } from '../../../shared/integrations/types'
import { MAX_EMPLOYEES_PER_LEAD } from '../../../shared/leads/enrichment'
import type { FieldMessages as FieldErrors } from '../../../shared/message-format'
import { useT, type Translate } from '../../i18n'
import { CheckboxField } from '../../ui/checkbox-field'
import { FieldMessages } from '../../ui/field-messages'
import { SelectField } from '../../ui/select-field'
import { TextAreaField } from '../../ui/text-area-field'
import { TextField } from '../../ui/text-field'
import type { LeadType } from '../../../shared/leads/types'
import { FilterConditions, type Condition } from './filter-conditions'
import { PromptPicker, WebhookPicker } from './reference-pickers'
import type { WorkflowReferenceData } from './use-workflow-references'

type Data = Record<string, unknown>
type FormProps = { data: Data; errors: FieldErrors; set(change: Data): void; t: Translate; refs: WorkflowReferenceData; listType: LeadType | null }

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback)
const options = (values: readonly string[], label: (v: string) => string) => values.map((value) => ({ value, label: label(value) }))

function PromptFields({ data, errors, set, t, fallback, refs, listType }: FormProps & { fallback: string }) {
  const promptType = str(data.prompt_type, fallback)
  return (
    <>
      {/* A prompt is written for one kind of text: another kind clears the choice. */}
      <SelectField label={t('workflows.form.promptType')} name="prompt_type" value={promptType} options={options(promptTypes, (v) => t(`ai.promptTypes.${v}`))} onValueChange={(v) => set({ prompt_type: v, prompt_id: null })} errors={errors.prompt_type} />
      <PromptPicker value={data.prompt_id} errors={errors.prompt_id} t={t} onPick={(id) => set({ prompt_id: id })} prompts={refs.prompts} promptType={promptType} listType={listType} />
      <CheckboxField label={t('workflows.form.overwrite')} name="overwrite" checked={data.overwrite === true} onCheckedChange={(v) => set({ overwrite: v })} errors={errors.overwrite} />
    </>
  )
}

function LabelFields({ data, errors, set, t }: FormProps) {
  const labels = useQuery(labelsQuery())
  const chosen = Array.isArray(data.label_ids) ? (data.label_ids as number[]) : []
  if (!labels.data?.length) return <p>{t(labels.isPending ? 'workflows.form.labelsLoading' : 'workflows.form.noLabels')}</p>
  return (
    <fieldset>
      <legend>{t('workflows.form.labels')}</legend>
      {labels.data.map((label) => (
        <CheckboxField
          key={label.id}
          label={label.name}
          name={`label-${label.id}`}
          checked={chosen.includes(label.id)}
          onCheckedChange={(on) => set({ label_ids: on ? [...chosen, label.id] : chosen.filter((id) => id !== label.id) })}
        />
      ))}
      <FieldMessages id="workflow-label-errors" messages={errors.label_ids} />
    </fieldset>
  )
}

function KindFields(props: FormProps & { type: WorkflowNode['type'] }) {
  const { type, data, errors, set, t } = props
  switch (type) {
    case 'trigger':
      return <SelectField label={t('workflows.form.event')} name="event" value={str(data.event, 'manual')} options={options(workflowTriggerEvents, (v) => t(`workflows.trigger.${v}`))} onValueChange={(v) => set({ event: v })} errors={errors.event} />
    case 'ai_research':
      return (
        <>
          <PromptFields {...props} fallback="summary" />
          <TextAreaField label={t('workflows.form.instructions')} value={str(data.instructions)} maxLength={2000} onValueChange={(v) => set({ instructions: v })} errors={errors.instructions} />
        </>
      )
    case 'content_creation':
      return <PromptFields {...props} fallback="first_line" />
    case 'connection':
      return (
        <>
          <SelectField label={t('workflows.form.target')} name="target" value={str(data.target, 'webhook')} options={[{ value: 'webhook', label: t('workflows.connection.webhook') }, { value: 'crm', label: t('workflows.connection.crm') }]} onValueChange={(v) => set({ target: v })} errors={errors.target} />
          {data.target === 'crm' ? (
            <SelectField label={t('workflows.form.provider')} name="provider" value={str(data.provider)} options={[{ value: '', label: t('workflows.form.choose') }, ...options(crmProviders, (v) => crmNames[v as keyof typeof crmNames])]} onValueChange={(v) => set({ provider: v || null })} errors={errors.provider} />
          ) : (
            <WebhookPicker value={data.webhook_id} errors={errors.webhook_id} t={t} onPick={(id) => set({ webhook_id: id })} webhooks={props.refs.webhooks} />
          )}
        </>
      )
    case 'filters':
      return (
        <>
          <SelectField label={t('workflows.form.match')} name="match" value={str(data.match, 'all')} options={options(['all', 'any'], (v) => t(`workflows.filters.${v}`))} onValueChange={(v) => set({ match: v })} errors={errors.match} />
          <FilterConditions conditions={Array.isArray(data.conditions) ? (data.conditions as Condition[]) : []} errors={errors} onChange={(conditions) => set({ conditions })} />
        </>
      )
    case 'enrichment':
      return (
        <>
          <SelectField label={t('workflows.form.enrichmentKind')} name="kind" value={str(data.kind, 'find-emails')} options={options(workflowEnrichmentKinds, (v) => t(`workflows.enrichmentKinds.${v}`))} onValueChange={(v) => set({ kind: v })} errors={errors.kind} />
          {data.kind === 'get-employees' ? (
            <TextField label={t('workflows.form.limit')} type="number" min={1} max={MAX_EMPLOYEES_PER_LEAD} value={String(data.limit ?? '')} onValueChange={(v) => set({ limit: v === '' ? undefined : Number(v) })} errors={errors.limit} />
          ) : null}
        </>
      )
    case 'custom_labels':
      return <LabelFields {...props} />
  }
}

/** The focused step's settings, checked with the same struct the server's publish check uses, and the prompt or webhook it names against the account's. */
export function NodeSettingsForm({ node, title, refs, listType, onChange }: { node: WorkflowNode; title: string; refs: WorkflowReferenceData; listType: LeadType | null; onChange(data: Data): void }) {
  const t = useT()
  const data = node.data as Data
  const errors = nodeErrors(node, refs.references) ?? {}
  return (
    <form aria-label={t('workflows.form.title', { step: title })} onSubmit={(e) => e.preventDefault()}>
      <h3>{t('workflows.form.title', { step: title })}</h3>
      <KindFields type={node.type} data={data} errors={errors} set={(change) => onChange({ ...data, ...change })} t={t} refs={refs} listType={listType} />
    </form>
  )
}
