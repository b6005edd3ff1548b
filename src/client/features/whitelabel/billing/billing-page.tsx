import { useQuery, useQueryClient } from '@tanstack/react-query'
import { billingSettingsBody } from '../../../../shared/whitelabel/billing-schemas'
import { billingProviders } from '../../../../shared/whitelabel/subscriptions'
import { disconnectStripe, saveWlBilling, startStripeConnect, wlSettingsKeys, wlBillingQuery, type WlBillingBody, type WlBillingSettings } from '../../../../api/whitelabel-settings'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useLocale, useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { formatDateTime } from '../../../ui/intl-format'
import { LoadingState } from '../../../ui/loading-state'
import { notifySuccess } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { useSettingsPage } from './settings-slot'

type Values = { provider: string; paykickstart_secret: string; paykickstart_api_token: string }

/** The secrets are write-only: a blank field keeps the stored one, so only what was typed is sent. */
const toBody = (v: Values): WlBillingBody => ({
  provider: v.provider as WlBillingBody['provider'],
  ...(v.paykickstart_secret.trim() ? { paykickstart_secret: v.paykickstart_secret.trim() } : {}),
  ...(v.paykickstart_api_token.trim() ? { paykickstart_api_token: v.paykickstart_api_token.trim() } : {}),
})

/** whitelabel/stripe: which provider sells the reseller's packages, its Stripe connection and its PayKickStart secrets. */
export default function BillingPage() {
  const t = useT()
  const billing = useQuery(wlBillingQuery())
  return (
    <section className={pageStyles.page} aria-labelledby="wl-billing-title">
      <header className={pageStyles.header}>
        <h2 id="wl-billing-title">{t('routes.whitelabel_stripe')}</h2>
      </header>
      <p className={pageStyles.muted}>{t('wlPages.billing.intro')}</p>
      {billing.isError ? <p className={pageStyles.notice} data-tone="danger">{t('wlPages.loadFailed')}</p> : !billing.data ? <LoadingState /> : <BillingForm settings={billing.data} />}
    </section>
  )
}

function BillingForm({ settings }: { settings: WlBillingSettings }) {
  const t = useT()
  const { locale } = useLocale()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const form = useValidatedForm<Values, WlBillingBody>(billingSettingsBody, { provider: settings.provider, paykickstart_secret: '', paykickstart_api_token: '' }, toBody)
  const stripe = settings.stripe
  const connected = stripe.account_id != null
  const store = (next: WlBillingSettings) => queryClient.setQueryData(wlSettingsKeys.billing, next)

  useSettingsPage({
    saveBilling: form.submitWith(async (body) => {
      const next = await saveWlBilling(body)
      store(next)
      form.setValues({ provider: next.provider, paykickstart_secret: '', paykickstart_api_token: '' })
      notifySuccess(t('wlPages.billing.saved'))
    }),
    ...(stripe.available && !connected
      ? {
          connectStripe: async () => {
            const { url } = await startStripeConnect()
            window.location.assign(url)
          },
        }
      : {}),
    ...(connected
      ? {
          disconnectStripe: async () => {
            const next = await disconnectStripe()
            store(next)
            form.setValue('provider', next.provider)
            notifySuccess(t('wlPages.billing.disconnected'))
          },
          stripeAccount: stripe.account_id ?? undefined,
        }
      : {}),
  })

  const secretHint = (set: boolean) => t(set ? 'wlPages.billing.secretSet' : 'wlPages.billing.secretUnset')
  return (
    <>
      <div className={pageStyles.card}>
        <h3>{t('wlPages.billing.stripeTitle')}</h3>
        {connected ? (
          <p>{t('wlPages.billing.stripeConnected', { account: stripe.account_id, date: stripe.connected_at ? formatDateTime(stripe.connected_at, locale) : '—' })}</p>
        ) : (
          <p>{t(stripe.available ? 'wlPages.billing.stripeNotConnected' : 'wlPages.billing.stripeUnavailable')}</p>
        )}
        <div className={pageStyles.row}>
          {connected ? <CommandButton id="wlPages.disconnectStripe" variant="secondary">{t('wlPages.billing.disconnect')}</CommandButton> : null}
          {!connected && stripe.available ? <CommandButton id="wlPages.connectStripe" variant="secondary">{t('wlPages.billing.connect')}</CommandButton> : null}
        </div>
      </div>
      <Form ref={form.focusRef} onSubmit={() => run('wlPages.saveBilling', undefined, 'keyboard')} label={t('routes.whitelabel_stripe')}>
        <SelectField label={t('wlPages.billing.provider')} options={billingProviders.map((value) => ({ value, label: t(`wlPages.billing.providers.${value}`) }))} {...form.field('provider')} />
        <p className={pageStyles.muted}>{t(`wlPages.billing.providerHints.${form.values.provider}`)}</p>
        <h3>{t('wlPages.billing.pkTitle')}</h3>
        <dl className={pageStyles.facts}>
          <dt>{t('wlPages.billing.ipnUrl')}</dt>
          <dd><code>{settings.paykickstart.ipn_url}</code></dd>
        </dl>
        <p className={pageStyles.muted}>{t('wlPages.billing.ipnHint')}</p>
        <TextField label={t('wlPages.billing.secret')} type="password" autoComplete="new-password" hint={secretHint(settings.paykickstart.secret_set)} {...form.field('paykickstart_secret')} />
        <TextField label={t('wlPages.billing.token')} type="password" autoComplete="new-password" hint={secretHint(settings.paykickstart.api_token_set)} {...form.field('paykickstart_api_token')} />
        <div className={pageStyles.row}>
          <CommandButton id="wlPages.saveBilling" variant="primary">{form.sending ? t('wlPages.saving') : t('wlPages.billing.save')}</CommandButton>
        </div>
      </Form>
    </>
  )
}
