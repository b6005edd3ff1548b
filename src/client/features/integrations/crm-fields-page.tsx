import { useQuery, useQueryClient } from '@tanstack/react-query'
import { deletionRequest } from '../../../../commands/confirm-request'
import { useEffect, useMemo, useRef, useState } from 'react'
import { crmFieldsSlot } from '../../../../commands/integration-forms'
import { isApiFailure } from '../../../shared/api-failure'
import { crmFieldOptionsQuery, integrationKeys, resetCrmFieldMapping, saveCrmFieldMapping } from '../../../api/integrations'
import { fieldMappingBody } from '../../../shared/integrations/schemas'
import { crmNames, crmProviders, type CrmProvider, type FieldMapping } from '../../../shared/integrations/types'
import { validate, type FieldMessages } from '../../../shared/validate'
import { focusFirstInvalid } from '../../forms/focus-first-invalid'
import { useSubmit } from '../../forms/use-submit'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyFailure, notifyMessage } from '../../ui/notify'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { useConfirm } from '../../ui/use-confirm'
import { integrationStyles } from './integration-styles'
import { IntegrationTabs } from './integration-tabs'

/** The messages of the mapping as `rows` stand, for the fields that show one (a corrected field drops its own). */
function recheck(rows: FieldMapping, shown: FieldMessages): FieldMessages {
  const result = validate(fieldMappingBody, { mapping: rows })
  const now = result.ok ? {} : result.errors
  return Object.fromEntries(Object.keys(shown).flatMap((field) => (now[field] ? [[field, now[field]]] : [])))
}

/**
 * settings/integration/crm-fields: which CRM field each lead field fills, per CRM. Saving and resetting are the
 * commands integrations.fields.save and .reset (which asks first).
 */
export default function CrmFieldsPage() {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const { confirm } = useConfirm()
  const formRef = useRef<HTMLFormElement>(null)
  const [provider, setProvider] = useState<CrmProvider>('ghl')
  const options = useQuery(crmFieldOptionsQuery(provider))
  const [rows, setRows] = useState<FieldMapping>([])
  const [errors, setErrors] = useState<FieldMessages>({})
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (options.data) setRows(options.data.mapping)
    setErrors({})
  }, [options.data])

  const edit = (next: FieldMapping) => {
    setRows(next)
    setErrors((shown) => (Object.keys(shown).length ? recheck(next, shown) : shown))
    setSaved(false)
  }
  const change = (index: number, patch: Partial<FieldMapping[number]>) => edit(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  const refused = (messages: FieldMessages) => {
    setErrors(messages)
    focusFirstInvalid(formRef.current)
  }
  const saving = useSubmit({
    mutationFn: (mapping: FieldMapping) => saveCrmFieldMapping(provider, mapping),
    onSuccess: async () => {
      notifyMessage({ code: 'integrations.mapping_saved' })
      await queryClient.invalidateQueries({ queryKey: integrationKeys.fields(provider) })
      setErrors({})
      setSaved(true)
    },
    onError: (error) => {
      notifyFailure(error)
      if (isApiFailure(error)) refused(error.fields)
    },
  })
  const save = async () => {
    const checked = validate(fieldMappingBody, { mapping: rows })
    if (!checked.ok) return refused(checked.errors)
    await saving.submit(checked.value.mapping)
  }
  const handlers = useRef({ save })
  handlers.current = { save }
  const mappingSaved = options.data?.saved ?? false
  useProvideSlot(
    crmFieldsSlot,
    useMemo(
      () => ({
        saved: mappingSaved,
        save: () => handlers.current.save(),
        async reset() {
          if (!(await confirm(deletionRequest(t, t('integrations.fields.reset'), { message: t('app.confirm.resetMapping', { crm: crmNames[provider] }), confirmLabel: t('app.confirm.reset') })))) return false
          await resetCrmFieldMapping(provider)
          await queryClient.invalidateQueries({ queryKey: integrationKeys.fields(provider) })
          setSaved(false)
          return true
        },
      }),
      [mappingSaved, confirm, t, provider, queryClient],
    ),
  )

  const data = options.data
  const choose = { value: '', label: t('integrations.fields.choose') }
  const leadOptions = [choose, ...(data?.lead_fields ?? []).map((f) => ({ value: f, label: t(`integrations.leadFields.${f}`) }))]
  const crmOptions = [choose, ...(data?.crm_fields ?? []).map((f) => ({ value: f.key, label: f.label }))]
  return (
    <section className={pageStyles.page} aria-labelledby="crm-fields-title">
      <h1 id="crm-fields-title">{t('integrations.fields.title')}</h1>
      <IntegrationTabs />
      <Panel>
        <p>{t('integrations.fields.lead')}</p>
        <SelectField
          label={t('integrations.fields.crm')}
          name="provider"
          value={provider}
          options={crmProviders.map((p) => ({ value: p, label: crmNames[p] }))}
          onValueChange={(v) => (setProvider(v as CrmProvider), setSaved(false))}
        />
        {!data ? (
          <LoadingState />
        ) : (
          <Form ref={formRef} onSubmit={() => run('integrations.fields.save', undefined, 'keyboard')} label={t('integrations.fields.title')}>
            {data.custom_fields_error ? <p className={pageStyles.muted}>{t('integrations.fields.customError', { error: data.custom_fields_error })}</p> : null}
            {!data.saved ? <p className={pageStyles.muted}>{t('integrations.fields.notSaved')}</p> : null}
            {provider === 'zapier' ? <p className={pageStyles.muted}>{t('integrations.fields.zapierHint')}</p> : null}
            {rows.map((row, i) => (
              <div key={i} className={integrationStyles.mappingRow}>
                <SelectField
                  label={t('integrations.fields.leadField', { n: i + 1 })}
                  name={`mapping.${i}.lead_field`}
                  value={row.lead_field}
                  options={leadOptions}
                  onValueChange={(v) => change(i, { lead_field: v })}
                  errors={errors[`mapping.${i}.lead_field`]}
                />
                {provider === 'zapier' ? (
                  <TextField
                    label={t('integrations.fields.crmField', { n: i + 1 })}
                    name={`mapping.${i}.crm_field`}
                    value={row.crm_field}
                    onValueChange={(v) => change(i, { crm_field: v })}
                    errors={errors[`mapping.${i}.crm_field`]}
                  />
                ) : (
                  <SelectField
                    label={t('integrations.fields.crmField', { n: i + 1 })}
                    name={`mapping.${i}.crm_field`}
                    value={row.crm_field}
                    options={crmOptions}
                    onValueChange={(v) => change(i, { crm_field: v })}
                    errors={errors[`mapping.${i}.crm_field`]}
                  />
                )}
                <Button type="button" data-variant="secondary" onClick={() => edit(rows.filter((_, j) => j !== i))}>
                  {t('integrations.fields.remove', { n: i + 1 })}
                </Button>
              </div>
            ))}
            <div className={pageStyles.row}>
              <Button type="button" data-variant="secondary" onClick={() => edit([...rows, { lead_field: '', crm_field: '' }])}>
                {t('integrations.fields.add')}
              </Button>
              <CommandButton id="integrations.fields.save" variant="primary">
                {t('integrations.fields.save')}
              </CommandButton>
              {data.saved ? <CommandButton id="integrations.fields.reset">{t('integrations.fields.reset')}</CommandButton> : null}
            </div>
            <p role="status" className={pageStyles.muted}>
              {saved ? t('integrations.fields.saved') : ''}
            </p>
          </Form>
        )}
      </Panel>
    </section>
  )
}
