import { useQuery, useQueryClient } from '@tanstack/react-query'
import { subscriptionEditPath } from '../../../../../commands/whitelabel-subscriptions'
import { packagesQuery } from '../../../../api/wl-packages'
import { createSubscription, subscriptionKeys } from '../../../../api/wl-subscriptions'
import { createSubscriptionBody, type CreateSubscriptionBody } from '../../../../shared/whitelabel/subscription-schemas'
import { MAX_EXPIRY_DAYS } from '../../../../shared/whitelabel/subscriptions'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { useCommandContext, useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { notifySuccess } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { useSubscriptionForm } from './subscription-form-slot'

type Values = { package_id: string; email: string; first_name: string; last_name: string; expiry_days: string }

const toBody = (v: Values) => ({
  // Numbers the server checks; other text is sent as is, so its message names the field.
  package_id: v.package_id === '' ? undefined : Number(v.package_id),
  email: v.email.trim(),
  first_name: v.first_name.trim() || undefined,
  last_name: v.last_name.trim() || undefined,
  expiry_days: v.expiry_days.trim() === '' ? null : Number.isNaN(Number(v.expiry_days)) ? v.expiry_days : Number(v.expiry_days),
})

/** whitelabel/subscriptions/create, "add an account": a customer on one of the reseller's packages, for at most a year. */
export default function SubscriptionCreatePage() {
  const t = useT()
  const run = useRunCommand()
  const { navigate } = useCommandContext()
  const queryClient = useQueryClient()
  const packages = useQuery(packagesQuery())
  const sellable = (packages.data ?? []).filter((p) => p.status !== 'archived')
  const form = useValidatedForm<Values, CreateSubscriptionBody>(createSubscriptionBody, { package_id: '', email: '', first_name: '', last_name: '', expiry_days: '' }, toBody)
  useSubscriptionForm(
    form.submitWith(async (body) => {
      const created = await createSubscription(body)
      notifySuccess(t('wlSubs.done.created', { name: created.customer || created.email }))
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
      navigate(subscriptionEditPath(created.id))
    }),
  )
  const title = t('routes.whitelabel_subscriptionCreate')
  return (
    <section className={pageStyles.page} aria-labelledby="wl-subscription-create-title">
      <header className={pageStyles.header}>
        <h2 id="wl-subscription-create-title">{title}</h2>
      </header>
      <Form ref={form.focusRef} onSubmit={() => run('whitelabel.subscription.save', undefined, 'keyboard')} label={title}>
        <SelectField
          label={t('wlSubs.form.package')}
          name="package_id"
          value={form.values.package_id}
          onValueChange={(v) => form.setValue('package_id', v)}
          errors={form.errors.package_id}
          options={[{ value: '', label: t('wlSubs.form.choosePackage') }, ...sellable.map((p) => ({ value: String(p.id), label: p.name }))]}
        />
        <TextField label={t('wlSubs.form.email')} type="email" autoComplete="off" {...form.field('email')} />
        <TextField label={t('wlSubs.form.firstName')} autoComplete="off" {...form.field('first_name')} />
        <TextField label={t('wlSubs.form.lastName')} autoComplete="off" {...form.field('last_name')} />
        <TextField label={t('wlSubs.form.expiryDays')} inputMode="numeric" hint={t('wlSubs.form.expiryHint', { count: MAX_EXPIRY_DAYS })} {...form.field('expiry_days')} />
        <div className={pageStyles.row}>
          <CommandButton id="whitelabel.subscription.save" variant="primary">{form.sending ? t('wlSubs.form.saving') : t('wlSubs.form.create')}</CommandButton>
        </div>
      </Form>
    </section>
  )
}
