import { useMemo, useRef } from 'react'
import { planFormSlot } from '../../../../commands/admin-plans'
import { planCurrencies, planDurations, type AdminPlan } from '../../../shared/admin-plans/plan-fields'
import { planBody, type PlanBody } from '../../../shared/admin-plans/schemas'
import { moduleSlugs } from '../../../shared/modules'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CheckboxField } from '../../ui/checkbox-field'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { FieldMessages } from '../../ui/field-messages'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { planBodyOf, planValues, type PlanValues } from './plan-form-values'

/**
 * Every field of a plan, checked with the server's struct: Enter in any field, the Save button and the palette's
 * "Save plan" all run admin.plan.save, whose handler is `send` with the checked body.
 */
export function PlanForm(props: { plan?: AdminPlan; label: string; send(body: PlanBody): Promise<void> }) {
  const t = useT()
  const run = useRunCommand()
  const form = useValidatedForm<PlanValues, PlanBody>(planBody, planValues(props.plan), planBodyOf)
  const save = form.submitWith(props.send)
  const saveRef = useRef(save)
  saveRef.current = save
  useProvideSlot(planFormSlot, useMemo(() => ({ save: () => saveRef.current() }), []))

  const boolean = (name: 'available_for_resellers' | 'allow_related_accounts') => (
    <CheckboxField name={name} label={t(`adminPlans.form.${name}`)} checked={form.values[name]} onCheckedChange={(on) => form.setValue(name, on)} errors={form.errors[name]} />
  )
  const moduleErrors = Object.entries(form.errors).flatMap(([field, messages]) => (field === 'modules' || field.startsWith('modules.') ? messages : []))

  return (
    <Form ref={form.focusRef} onSubmit={() => run('admin.plan.save', undefined, 'keyboard')} label={props.label}>
      <TextField label={t('adminPlans.form.name')} {...form.field('name')} data-autofocus="" autoComplete="off" />
      <fieldset className={pageStyles.card}>
        <legend>{t('adminPlans.form.pricing')}</legend>
        <div className={pageStyles.fieldRow}>
          <TextField label={t('adminPlans.form.price')} inputMode="decimal" {...form.field('price')} />
          <SelectField
            label={t('adminPlans.form.currency')}
            {...form.field('currency')}
            options={planCurrencies.map((c) => ({ value: c, label: c.toUpperCase() }))}
          />
          <SelectField
            label={t('adminPlans.form.duration')}
            {...form.field('duration')}
            options={planDurations.map((d) => ({ value: d, label: t(`adminPlans.durations.${d}`) }))}
          />
        </div>
        <div className={pageStyles.fieldRow}>
          <TextField label={t('adminPlans.form.yearly_price')} hint={t('adminPlans.form.yearlyHint')} inputMode="decimal" {...form.field('yearly_price')} />
          <TextField label={t('adminPlans.form.trial_days')} inputMode="numeric" {...form.field('trial_days')} />
          <TextField label={t('adminPlans.form.trial_amount')} inputMode="decimal" {...form.field('trial_amount')} />
        </div>
      </fieldset>
      <fieldset className={pageStyles.card}>
        <legend>{t('adminPlans.form.allowances')}</legend>
        <div className={pageStyles.fieldRow}>
          <TextField label={t('adminPlans.form.credits')} inputMode="numeric" {...form.field('credits')} />
          <TextField label={t('adminPlans.form.leads_limit')} hint={t('adminPlans.form.leadsLimitHint')} inputMode="numeric" {...form.field('leads_limit')} />
          <TextField label={t('adminPlans.form.license_days')} hint={t('adminPlans.form.licenseHint')} inputMode="numeric" {...form.field('license_days')} />
        </div>
        <p>{t('adminPlans.form.resetRule')}</p>
      </fieldset>
      <fieldset className={pageStyles.card}>
        <legend>{t('adminPlans.form.accounts')}</legend>
        {boolean('available_for_resellers')}
        {boolean('allow_related_accounts')}
        <TextField label={t('adminPlans.form.sub_account_limit')} inputMode="numeric" {...form.field('sub_account_limit')} />
      </fieldset>
      <fieldset className={pageStyles.card}>
        <legend>{t('adminPlans.form.modules')}</legend>
        {moduleSlugs.map((slug) => (
          <CheckboxField
            key={slug}
            name={`modules.${slug}`}
            label={t(`messageNames.modules.${slug}`)}
            checked={form.values[`module_${slug}`]}
            onCheckedChange={(on) => form.setValue(`module_${slug}`, on)}
          />
        ))}
        <FieldMessages id="plan-modules-errors" messages={moduleErrors} />
      </fieldset>
      <fieldset className={pageStyles.card}>
        <legend>{t('adminPlans.form.providers')}</legend>
        <div className={pageStyles.fieldRow}>
          <TextField label={t('adminPlans.form.payment_product_id')} autoComplete="off" {...form.field('payment_product_id')} />
          <TextField label={t('adminPlans.form.ghl_plan_id')} autoComplete="off" {...form.field('ghl_plan_id')} />
        </div>
      </fieldset>
      <div>
        <CommandButton id="admin.plan.save" variant="primary">
          {form.sending ? t('adminPlans.form.saving') : t('adminPlans.form.save')}
        </CommandButton>
      </div>
    </Form>
  )
}
