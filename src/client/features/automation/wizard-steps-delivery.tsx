import { useQuery } from '@tanstack/react-query'
import { stepProblems } from '../../../../machines/autopilot-wizard.draft'
import { listPrompts } from '../../../api/ai'
import { autopilotEnrichmentKinds } from '../../../shared/automation/autopilot'
import { isAiListType } from '../../../shared/ai/prompts'
import { crmNames, crmProviders, type CrmProvider } from '../../../shared/integrations/types'
import { enrichmentAppliesTo } from '../../../shared/leads/enrichment'
import { useT, useWordMessage } from '../../i18n'
import { CheckboxField } from '../../ui/checkbox-field'
import { FieldMessages } from '../../ui/field-messages'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { scheduleText } from './autopilot-format'
import { SchedulePreview } from './schedule-preview'
import type { AutopilotWizard } from './use-autopilot-wizard'

type StepProps = { wizard: AutopilotWizard }

/** Enrichment: the lead jobs run over each run's new leads (those that apply to the list type). */
export function EnrichmentStep({ wizard }: StepProps) {
  const t = useT()
  const { draft, problems, edit } = wizard
  const kinds = autopilotEnrichmentKinds.filter((k) => draft.list_type && enrichmentAppliesTo(k, draft.list_type))
  return (
    <>
      <CheckboxField label={t('autopilots.enrichment.enabled')} name="enrichment.enabled" checked={draft.enrichment.enabled} onCheckedChange={(v) => edit({ enrichment: { ...draft.enrichment, enabled: v } })} />
      {draft.enrichment.enabled ? (
        <fieldset>
          <legend>{t('autopilots.enrichment.kindsLabel')}</legend>
          {kinds.map((kind) => (
            <CheckboxField
              key={kind}
              label={t(`autopilots.enrichment.kinds.${kind}`)}
              name={`enrichment.${kind}`}
              checked={draft.enrichment.kinds.includes(kind)}
              onCheckedChange={(v) => edit({ enrichment: { ...draft.enrichment, kinds: v ? [...draft.enrichment.kinds, kind] : draft.enrichment.kinds.filter((k) => k !== kind) } })}
            />
          ))}
          <FieldMessages id="autopilot-enrichment-errors" messages={problems['enrichment.kinds']} />
        </fieldset>
      ) : null}
    </>
  )
}

/** AI prompts: the prompts whose texts each run writes for its new leads. */
export function AiStep({ wizard }: StepProps) {
  const t = useT()
  const { draft, problems, edit } = wizard
  const type = isAiListType(draft.list_type) ? draft.list_type : null
  const prompts = useQuery({ queryKey: ['prompts', 'autopilot', type], queryFn: () => listPrompts({ type: type!, show_default: true }), enabled: type !== null })
  if (!type) return <p className={pageStyles.muted}>{t('autopilots.ai.notForType')}</p>
  const ids = draft.ai.prompt_ids
  return (
    <>
      <CheckboxField label={t('autopilots.ai.enabled')} name="ai.enabled" checked={draft.ai.enabled} onCheckedChange={(v) => edit({ ai: { ...draft.ai, enabled: v } })} />
      {draft.ai.enabled ? (
        <fieldset>
          <legend>{t('autopilots.ai.promptsLabel')}</legend>
          {prompts.data?.length === 0 ? <p className={pageStyles.muted}>{t('autopilots.ai.none')}</p> : null}
          {(prompts.data ?? []).map((p) => (
            <CheckboxField
              key={p.id}
              label={p.text.length > 80 ? `${p.text.slice(0, 80)}…` : p.text}
              name={`ai.prompt.${p.id}`}
              checked={ids.includes(p.id)}
              onCheckedChange={(v) => edit({ ai: { ...draft.ai, prompt_ids: v ? [...ids, p.id] : ids.filter((id) => id !== p.id) } })}
            />
          ))}
          <FieldMessages id="autopilot-ai-errors" messages={problems['ai.prompt_ids']} />
        </fieldset>
      ) : null}
    </>
  )
}

/** CRM and phones (basic autopilots): where each run's leads go, and whether phones are looked up for them. */
export function CrmStep({ wizard }: StepProps) {
  const t = useT()
  const { draft, edit } = wizard
  return (
    <>
      <SelectField
        label={t('autopilots.crm.provider')}
        name="delivery.crm"
        value={draft.delivery.crm ?? ''}
        options={[{ value: '', label: t('autopilots.crm.none') }, ...crmProviders.map((p) => ({ value: p, label: crmNames[p] }))]}
        onValueChange={(v) => edit({ delivery: { ...draft.delivery, crm: v ? (v as CrmProvider) : null } })}
      />
      <CheckboxField label={t('autopilots.crm.phones')} name="delivery.phones" checked={draft.delivery.phones} onCheckedChange={(v) => edit({ delivery: { ...draft.delivery, phones: v } })} />
    </>
  )
}

/** Save: what the autopilot will do, its next runs, and what keeps it from being saved. */
export function SaveStep({ wizard }: StepProps) {
  const t = useT()
  const word = useWordMessage()
  const { draft, lists } = wizard
  const list = lists.find((l) => l.id === draft.campaign_id)
  const failure = wizard.snapshot.context.saveFailure
  const open = (['setup', 'details', 'list', 'enrichment', 'ai'] as const).flatMap((s) => Object.values(stepProblems(s, draft, lists)).flat())
  const facts: [string, string][] = [
    [t('autopilots.fields.name'), draft.name],
    [t('autopilots.fields.type'), t(`autopilots.types.${draft.type}`)],
    [t('autopilots.fields.list'), list?.name ?? '—'],
    [t('autopilots.fields.schedule'), `${scheduleText(t, draft)} (${draft.timezone})`],
    [t('autopilots.fields.cap'), draft.max_results_per_period === null ? t('autopilots.fields.noCap') : String(draft.max_results_per_period)],
    [t('autopilots.steps.enrichment'), draft.enrichment.enabled ? draft.enrichment.kinds.map((k) => t(`autopilots.enrichment.kinds.${k}`)).join(', ') : t('autopilots.fields.off')],
    [t('autopilots.steps.ai'), draft.ai.enabled ? t('autopilots.ai.count', { count: draft.ai.prompt_ids.length }) : t('autopilots.fields.off')],
    [t('autopilots.fields.delivery'), draft.type === 'webhook' ? t('autopilots.crm.webhook') : draft.delivery.crm ? crmNames[draft.delivery.crm] : t('autopilots.crm.none')],
  ]
  return (
    <>
      <dl className={pageStyles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <SchedulePreview draft={draft} />
      <p className={pageStyles.muted}>{t('autopilots.save.firstRun')}</p>
      {open.length ? (
        <ul aria-label={t('autopilots.save.open')}>
          {open.map((m, i) => (
            <li key={i}>{word(m)}</li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <p className={pageStyles.notice} data-tone="danger" role="alert">
          {word(Object.values(failure.fields).flat()[0] ?? failure)}
        </p>
      ) : null}
    </>
  )
}
