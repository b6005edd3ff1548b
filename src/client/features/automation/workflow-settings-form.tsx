import { workflowTriggerEvents } from '../../../shared/automation/workflow-nodes'
import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextAreaField } from '../../ui/text-area-field'
import { TextField } from '../../ui/text-field'
import type { WorkflowMeta } from './use-workflow-draft'
import { ListPicker } from './list-picker'
import { useListSearch } from './use-list-search'

type Props = {
  meta: WorkflowMeta
  trigger: string
  onMeta(change: Partial<WorkflowMeta>): void
  onTrigger(event: string): void
}

/** Name, description, the related list (what "run on a list" offers first and new leads come from) and the trigger. */
export function WorkflowSettingsForm({ meta, trigger, onMeta, onTrigger }: Props) {
  const t = useT()
  // Any of the account's lists, found by name on the server, not only a first page of them.
  const lists = useListSearch({ enabled: true, chosenId: meta.campaign_id ?? null })
  return (
    <form aria-labelledby="workflow-settings-title" onSubmit={(e) => e.preventDefault()}>
      <h3 id="workflow-settings-title">{t('workflows.settings.title')}</h3>
      <div className={pageStyles.fieldRow}>
        <TextField label={t('workflows.settings.name')} value={meta.name} maxLength={120} required onValueChange={(name) => onMeta({ name })} errors={meta.name.trim() ? undefined : [{ code: 'validation.required' }]} />
        <SelectField label={t('workflows.form.event')} name="trigger" value={trigger} options={workflowTriggerEvents.map((v) => ({ value: v, label: t(`workflows.trigger.${v}`) }))} onValueChange={onTrigger} />
      </div>
      <ListPicker picker={lists} label={t('workflows.settings.list')} name="campaign_id" value={meta.campaign_id ?? null} onChange={(campaign_id) => onMeta({ campaign_id })} emptyLabel={t('workflows.settings.noList')} hint={t('workflows.runDialog.searchHint')} />
      <TextAreaField label={t('workflows.settings.description')} value={meta.description} maxLength={1000} rows={2} onValueChange={(description) => onMeta({ description })} />
    </form>
  )
}
