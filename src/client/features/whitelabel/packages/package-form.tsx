import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { packageFormSlot } from '../../../../../commands/whitelabel-packages'
import { packagePlansQuery } from '../../../../api/wl-packages'
import { planCurrencies } from '../../../../shared/admin-plans/plan-fields'
import { packageBody, type PackageBody, type WlPackage } from '../../../../shared/whitelabel/packages'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/button'
import { CheckboxField } from '../../../ui/checkbox-field'
import { CommandButton } from '../../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { LoadingState } from '../../../ui/loading-state'
import { pageStyles } from '../../../ui/page-styles'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { customFieldCount, packageBodyOf, packageValues, withCustomField, withoutCustomField, type PackageValues } from './package-form-values'

const flags = ['collect_payment_method', 'billing_portal', 'show_on_sales_page', 'tax_collection', 'billing_address', 'phone_required'] as const

/**
 * Every field of a package, checked with the server's struct (the 12-cent floor per credit included): Enter in any
 * field, the Save button and the palette's "Save package" all run whitelabel.package.save.
 */
export function PackageForm(props: { pkg?: WlPackage; label: string; send(body: PackageBody): Promise<void> }) {
  const t = useT()
  const plans = useQuery(packagePlansQuery())
  if (!plans.data) return <LoadingState />
  if (!plans.data.length && !props.pkg) return <p className={pageStyles.notice}>{t('wlPackages.form.noPlans')}</p>
  return <PackageFields {...props} plans={plans.data} />
}

function PackageFields(props: { pkg?: WlPackage; label: string; send(body: PackageBody): Promise<void>; plans: { id: number; name: string }[] }) {
  const t = useT()
  const run = useRunCommand()
  const form = useValidatedForm<PackageValues, PackageBody>(packageBody, packageValues(props.pkg, props.plans[0]?.id), packageBodyOf)
  const save = form.submitWith(props.send)
  const saveRef = useRef(save)
  saveRef.current = save
  useProvideSlot(packageFormSlot, useMemo(() => ({ save: () => saveRef.current() }), []))
  const f = (name: string) => ({ name, value: String(form.values[name] ?? ''), onValueChange: (v: string) => form.setValue(name, v), errors: form.errors[name] })
  const count = customFieldCount(form.values)

  return (
    <Form ref={form.focusRef} onSubmit={() => run('whitelabel.package.save', undefined, 'keyboard')} label={props.label}>
      <TextField label={t('wlPackages.form.name')} {...f('name')} data-autofocus="" autoComplete="off" />
      <TextField label={t('wlPackages.form.description')} {...f('description')} autoComplete="off" />
      <SelectField label={t('wlPackages.form.plan')} {...f('plan_id')} options={props.plans.map((p) => ({ value: String(p.id), label: p.name }))} />
      <fieldset className={pageStyles.card}>
        <legend>{t('wlPackages.form.pricing')}</legend>
        <div className={pageStyles.fieldRow}>
          <TextField label={t('wlPackages.form.price')} hint={t('wlPackages.form.priceHint')} inputMode="decimal" {...f('price')} />
          <TextField label={t('wlPackages.form.credits')} inputMode="numeric" {...f('credits')} />
          <SelectField label={t('wlPackages.form.currency')} {...f('currency')} options={planCurrencies.map((c) => ({ value: c, label: c.toUpperCase() }))} />
        </div>
        <div className={pageStyles.fieldRow}>
          <TextField label={t('wlPackages.form.yearly_price')} inputMode="decimal" {...f('yearly_price')} />
          <TextField label={t('wlPackages.form.one_time_price')} inputMode="decimal" {...f('one_time_price')} />
        </div>
        <div className={pageStyles.fieldRow}>
          <TextField label={t('wlPackages.form.trial_days')} inputMode="numeric" {...f('trial_days')} />
          <TextField label={t('wlPackages.form.trial_amount')} inputMode="decimal" {...f('trial_amount')} />
        </div>
      </fieldset>
      <fieldset className={pageStyles.card}>
        <legend>{t('wlPackages.form.checkout')}</legend>
        {flags.map((name) => (
          <CheckboxField key={name} name={name} label={t(`wlPackages.form.${name}`)} checked={form.values[name] === true} onCheckedChange={(on) => form.setValue(name, on)} errors={form.errors[name]} />
        ))}
        <div className={pageStyles.fieldRow}>
          <TextField label={t('wlPackages.form.form_available_days')} hint={t('wlPackages.form.formDaysHint')} inputMode="numeric" {...f('form_available_days')} />
          <TextField label={t('wlPackages.form.thank_you_url')} type="url" {...f('thank_you_url')} />
        </div>
      </fieldset>
      <fieldset className={pageStyles.card}>
        <legend>{t('wlPackages.form.customFields')}</legend>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={pageStyles.fieldRow}>
            <TextField label={t('wlPackages.form.fieldLabel', { n: i + 1 })} {...f(`cf${i}_label`)} errors={form.errors[`custom_fields.${i}.label`]} />
            <TextField label={t('wlPackages.form.fieldOptions', { n: i + 1 })} hint={t('wlPackages.form.optionsHint')} {...f(`cf${i}_options`)} errors={form.errors[`custom_fields.${i}.options`]} />
            <CheckboxField name={`cf${i}_optional`} label={t('wlPackages.form.fieldOptional', { n: i + 1 })} checked={form.values[`cf${i}_optional`] === true} onCheckedChange={(on) => form.setValue(`cf${i}_optional`, on)} />
            <Button type="button" data-variant="ghost" onClick={() => form.setValues(withoutCustomField(form.values, i))}>
              {t('wlPackages.form.removeField', { n: i + 1 })}
            </Button>
          </div>
        ))}
        <div>
          <Button type="button" data-variant="secondary" onClick={() => form.setValues(withCustomField(form.values))}>{t('wlPackages.form.addField')}</Button>
        </div>
      </fieldset>
      <div>
        <CommandButton id="whitelabel.package.save" variant="primary">
          {form.sending ? t('wlPackages.form.saving') : t('wlPackages.form.save')}
        </CommandButton>
      </div>
    </Form>
  )
}
