import type { ChildAccount, ChildrenAnswer } from '../../../shared/accounts/types'
import { childAccountBody } from '../../../shared/accounts/schemas'
import { moduleSlugs, type ModuleSlug } from '../../../shared/modules'
import type { ChildAccountBody } from '../../../api/accounts'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { ModuleAccessFieldset } from '../../ui/module-access-fieldset'
import { Form } from '../../ui/form'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'

type Values = { name: string; plan_id: string } & Record<ModuleSlug, boolean>

const toBody = (values: Values): ChildAccountBody => ({
  name: values.name,
  modules: moduleSlugs.filter((slug) => values[slug]),
  plan_id: values.plan_id ? Number(values.plan_id) : null,
})

/** The fields of a related account: its name, its access options (the parent's modules) and its plan (none: inactive). */
export function ChildAccountForm(props: {
  options: ChildrenAnswer['options']
  child?: ChildAccount
  nameFieldId: string
  label: string
  submitLabel: string
  sendingLabel: string
  send(body: ChildAccountBody): Promise<void>
  onCancel?(): void
}) {
  const { options, child } = props
  const t = useT()
  const initial: Values = {
    name: child?.name ?? '',
    plan_id: child ? String(child.plan?.id ?? '') : String(options.plans[0]?.id ?? ''),
    ...(Object.fromEntries(moduleSlugs.map((slug) => [slug, child ? child.modules.includes(slug) : options.modules.includes(slug)])) as Record<ModuleSlug, boolean>),
  }
  const form = useValidatedForm<Values, ChildAccountBody>(childAccountBody, initial, toBody)
  const submit = form.submitWith(async (body) => {
    await props.send(body)
    if (!child) form.setValues(initial)
  })
  const planOptions = [{ value: '', label: t('accounts.related.noPlan') }, ...options.plans.map((p) => ({ value: String(p.id), label: p.name }))]

  return (
    <Form onSubmit={submit} label={props.label}>
      <TextField id={props.nameFieldId} label={t('accounts.related.name')} autoComplete="off" {...form.field('name')} />
      <ModuleAccessFieldset
        legend={t('accounts.related.access')}
        options={options.modules}
        chosen={form.values}
        onChange={(slug, checked) => form.setValue(slug, checked)}
        errors={form.errors.modules}
      />
      <SelectField label={t('accounts.related.plan')} name="plan_id" value={form.values.plan_id} options={planOptions} onValueChange={(v) => form.setValue('plan_id', v)} errors={form.errors.plan_id} />
      <div className={pageStyles.row}>
        <Button type="submit" disabled={form.sending}>
          {form.sending ? props.sendingLabel : props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button type="button" data-variant="ghost" onClick={props.onCancel}>
            {t('accounts.related.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  )
}
