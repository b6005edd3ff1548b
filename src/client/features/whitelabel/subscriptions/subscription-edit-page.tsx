import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { rowActionFits, subscriptionActionOrder, wlSubscriptionTargetSlot, type SubscriptionRowAction } from '../../../../../commands/whitelabel-subscriptions'
import { packagesQuery } from '../../../../api/wl-packages'
import { subscriptionKeys, subscriptionQuery, updateSubscription, type WlSubscription } from '../../../../api/wl-subscriptions'
import { updateSubscriptionBody, type UpdateSubscriptionBody } from '../../../../shared/whitelabel/subscription-schemas'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useLocale, useT } from '../../../i18n'
import { useRouteMatch } from '../../../routing/match-route-def'
import { CommandButton } from '../../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { formatDateTime, formatMoney } from '../../../ui/intl-format'
import { LoadingState } from '../../../ui/loading-state'
import { notifySuccess } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { useSubscriptionActions } from './use-subscription-actions'
import { useSubscriptionForm } from './subscription-form-slot'

type Values = { ends_on: string; package_id: string }

/** The date part of an instant in the browser's zone, as a date field shows it. */
const dayOf = (iso: string) => {
  const d = new Date(iso)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** The row actions the edit page offers as buttons, by command id. */
const rowActionOf: Record<string, SubscriptionRowAction | undefined> = {
  'whitelabel.subscription.cancel': 'cancel',
  'whitelabel.subscription.undoCancel': 'undo-cancel',
  'whitelabel.subscription.refund': 'refund',
  'whitelabel.subscription.restore': 'restore',
  'whitelabel.subscription.pause': 'pause',
  'whitelabel.subscription.resume': 'resume',
}

/** whitelabel/subscriptions/{id}/edit: the subscription's facts, a new expiry or package, and the actions its status allows. */
export default function SubscriptionEditPage() {
  const t = useT()
  const raw = useRouteMatch()?.params.id ?? ''
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
  const sub = useQuery({ ...subscriptionQuery(id), enabled: id > 0 })
  useSubscriptionActions()
  const target = useMemo(() => ({ subscription: sub.data ? { id: sub.data.id, name: sub.data.customer || sub.data.email, status: sub.data.status } : null }), [sub.data])
  useProvideSlot(wlSubscriptionTargetSlot, target)
  return (
    <section className={pageStyles.page} aria-labelledby="wl-subscription-edit-title">
      <header className={pageStyles.header}>
        <h2 id="wl-subscription-edit-title">{t('routes.whitelabel_subscriptionEdit')}</h2>
      </header>
      {sub.isError || id === 0 ? <p className={pageStyles.notice} data-tone="danger">{t('wlSubs.page.notFound')}</p> : !sub.data ? <LoadingState /> : <Editor key={`${sub.data.id}:${sub.data.ends_at}:${sub.data.package_id}`} sub={sub.data} />}
    </section>
  )
}

function Editor({ sub }: { sub: WlSubscription }) {
  const t = useT()
  const { locale } = useLocale()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const packages = useQuery(packagesQuery())
  const initial: Values = { ends_on: dayOf(sub.ends_at), package_id: sub.package_id === null ? '' : String(sub.package_id) }
  const toBody = (v: Values) => ({
    // The end of the chosen day in the browser's zone; an unchanged field is not sent.
    ...(v.ends_on !== initial.ends_on ? { ends_at: v.ends_on ? new Date(`${v.ends_on}T23:59:59`).toISOString() : '' } : {}),
    ...(v.package_id !== initial.package_id && v.package_id ? { package_id: Number(v.package_id) } : {}),
  })
  const form = useValidatedForm<Values, UpdateSubscriptionBody>(updateSubscriptionBody, initial, toBody)
  useSubscriptionForm(
    form.submitWith(async (body) => {
      if (body.ends_at === undefined && body.package_id === undefined) return
      const saved = await updateSubscription(sub.id, body)
      notifySuccess(t('wlSubs.done.saved', { name: saved.customer || saved.email }))
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
    }),
  )
  const title = t('routes.whitelabel_subscriptionEdit')
  const actions = subscriptionActionOrder.filter((c) => {
    const action = rowActionOf[c.id]
    return !action || rowActionFits(action, sub.status)
  })
  return (
    <>
      <dl className={pageStyles.facts}>
        <dt>{t('wlSubs.columns.customer')}</dt>
        <dd>{sub.customer}</dd>
        <dt>{t('wlSubs.columns.email')}</dt>
        <dd>{sub.email}</dd>
        <dt>{t('wlSubs.columns.package')}</dt>
        <dd>{sub.package}</dd>
        <dt>{t('wlSubs.columns.status')}</dt>
        <dd>{t(`wlSubs.status.${sub.status}`)}</dd>
        <dt>{t('wlSubs.columns.fee')}</dt>
        <dd>{formatMoney(sub.fee_cents, sub.currency, locale)}</dd>
        <dt>{t('wlSubs.columns.start')}</dt>
        <dd>{formatDateTime(sub.started_at, locale)}</dd>
        <dt>{t('wlSubs.columns.end')}</dt>
        <dd>{formatDateTime(sub.ends_at, locale)}</dd>
        <dt>{t('wlSubs.fields.provider')}</dt>
        <dd>{t(`wlSubs.providers.${sub.provider}`)}{sub.managed_manually ? ` · ${t('wlSubs.fields.managedManually')}` : ''}</dd>
      </dl>
      <div className={pageStyles.row} role="group" aria-label={t('wlSubs.page.actions')}>
        {actions.map((c) => (
          <CommandButton key={c.id} id={c.id} />
        ))}
      </div>
      <Form ref={form.focusRef} onSubmit={() => run('whitelabel.subscription.save', undefined, 'keyboard')} label={title}>
        <TextField label={t('wlSubs.form.endsOn')} type="date" {...form.field('ends_on')} errors={form.errors.ends_at ?? form.errors.ends_on} />
        <SelectField
          label={t('wlSubs.form.package')}
          name="package_id"
          value={form.values.package_id}
          onValueChange={(v) => form.setValue('package_id', v)}
          errors={form.errors.package_id}
          options={[
            ...(sub.package_id === null ? [{ value: '', label: sub.package }] : []),
            ...(packages.data ?? []).filter((p) => p.status !== 'archived' || p.id === sub.package_id).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
        <div className={pageStyles.row}>
          <CommandButton id="whitelabel.subscription.save" variant="primary">{form.sending ? t('wlSubs.form.saving') : t('wlSubs.form.save')}</CommandButton>
        </div>
      </Form>
    </>
  )
}
