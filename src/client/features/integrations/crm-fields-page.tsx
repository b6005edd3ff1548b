import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { isApiFailure } from '../../../shared/api-failure'
import { crmFieldOptionsQuery, integrationKeys, resetCrmFieldMapping, saveCrmFieldMapping } from '../../../api/integrations'
import { crmNames, crmProviders, type CrmProvider, type FieldMapping } from '../../../shared/integrations/types'
import type { FieldMessages } from '../../../shared/validate'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { notifyFailure, notifyMessage, reported } from '../../ui/notify'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { integrationStyles } from './integration-styles'
import { IntegrationTabs } from './integration-tabs'
import { deletionRequest } from '../../../../commands/confirm-request'
import { useConfirm } from '../../ui/use-confirm'

/** settings/integration/crm-fields: which CRM field each lead field fills, per CRM. */
export default function CrmFieldsPage() {
  const t = useT()
  const { confirm } = useConfirm()
  const queryClient = useQueryClient()
  const [provider, setProvider] = useState<CrmProvider>('ghl')
  const options = useQuery(crmFieldOptionsQuery(provider))
  const [rows, setRows] = useState<FieldMapping>([])
  const [errors, setErrors] = useState<FieldMessages>({})
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (options.data) setRows(options.data.mapping)
    setErrors({})
  }, [options.data])

  const change = (index: number, patch: Partial<FieldMapping[number]>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)))
    setSaved(false)
  }
  const submit = async () => {
    try {
      await saveCrmFieldMapping(provider, rows)
      notifyMessage({ code: 'integrations.mapping_saved' })
      await queryClient.invalidateQueries({ queryKey: integrationKeys.fields(provider) })
      setErrors({})
      setSaved(true)
    } catch (error) {
      notifyFailure(error)
      setErrors(isApiFailure(error) ? error.fields : {})
    }
  }
  const reset = () =>
    reported(async () => {
      const crm = crmNames[provider]
      const question = deletionRequest(t, t('integrations.fields.reset'), { message: t('app.confirm.resetMapping', { crm }), confirmLabel: t('app.confirm.reset') })
      if (!(await confirm(question))) return
      await resetCrmFieldMapping(provider)
      notifyMessage({ code: 'integrations.mapping_reset' })
      await queryClient.invalidateQueries({ queryKey: integrationKeys.fields(provider) })
      setSaved(false)
    })

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
          <Form onSubmit={submit} label={t('integrations.fields.title')}>
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
                <Button type="button" data-variant="secondary" onClick={() => (setRows((r) => r.filter((_, j) => j !== i)), setSaved(false))}>
                  {t('integrations.fields.remove', { n: i + 1 })}
                </Button>
              </div>
            ))}
            <div className={pageStyles.row}>
              <Button type="button" data-variant="secondary" onClick={() => setRows((r) => [...r, { lead_field: '', crm_field: '' }])}>
                {t('integrations.fields.add')}
              </Button>
              <Button type="submit">{t('integrations.fields.save')}</Button>
              <Button type="button" data-variant="secondary" onClick={() => void reset()}>
                {t('integrations.fields.reset')}
              </Button>
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
