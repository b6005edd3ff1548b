import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { deliveriesQuery, redeliver, saveWebhook, webhookQuery, wlServiceKeys } from '../../../../api/whitelabel-services'
import { webhookBody, webhookEventTypes, type WebhookBody, type WebhookSettings } from '../../../../shared/whitelabel/services'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useLocale, useT } from '../../../i18n'
import { CheckboxField } from '../../../ui/checkbox-field'
import { CommandButton } from '../../../ui/command-button'
import { useRunCommand } from '../../../ui/command-shell'
import { FieldMessages } from '../../../ui/field-messages'
import { Form } from '../../../ui/form'
import { formatDateTime } from '../../../ui/intl-format'
import { LoadingState } from '../../../ui/loading-state'
import { notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { TextField } from '../../../ui/text-field'
import { useServicesPage } from '../smtp/services-slot'

type Values = { url: string; enabled: boolean } & Record<string, string | boolean>

const toBody = (v: Values) => ({ url: v.url, enabled: v.enabled, events: webhookEventTypes.filter((e) => v[e] === true) })

/** whitelabel/webhook: the subscription events posted to the reseller's endpoint, its secret and the delivery log. */
export default function WebhookPage() {
  const t = useT()
  const webhook = useQuery(webhookQuery())
  const [secret, setSecret] = useState<string | null>(null)
  return (
    <section className={pageStyles.page} aria-labelledby="wl-webhook-title">
      <header className={pageStyles.header}>
        <h2 id="wl-webhook-title">{t('routes.whitelabel_webhook')}</h2>
      </header>
      <p className={pageStyles.muted}>{t('wlServices.webhook.intro')}</p>
      {secret ? (
        <p className={pageStyles.notice} role="status">
          {t('wlServices.webhook.secretOnce')} <code className={pageStyles.secret} data-testid="wl-webhook-secret">{secret}</code>
        </p>
      ) : null}
      {webhook.isError ? <p className={pageStyles.notice} data-tone="danger">{t('wlServices.loadFailed')}</p> : !webhook.data ? <LoadingState /> : <WebhookForm key={webhook.data.updated_at ?? 'new'} settings={webhook.data} onSecret={setSecret} />}
    </section>
  )
}

function WebhookForm({ settings, onSecret }: { settings: WebhookSettings; onSecret(secret: string): void }) {
  const t = useT()
  const { locale } = useLocale()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const deliveries = useQuery({ ...deliveriesQuery(), enabled: settings.configured })
  const initial: Values = { url: settings.url, enabled: settings.configured ? settings.enabled : true, ...Object.fromEntries(webhookEventTypes.map((e) => [e, settings.events.includes(e)])) }
  const form = useValidatedForm<Values, WebhookBody>(webhookBody, initial, toBody)
  const refresh = () => queryClient.invalidateQueries({ queryKey: wlServiceKeys.all })
  const save = (extra: { rotate_secret?: boolean }) =>
    form.submitWith(async (body) => {
      const answer = await saveWebhook({ ...body, ...extra })
      if (answer.signing_secret) onSecret(answer.signing_secret)
      notifyMessage({ code: 'whitelabel.webhook_saved' })
      await refresh()
    })
  const choices = useMemo(() => deliveries.data?.map((d) => ({ id: d.id, title: `${d.event_type} #${d.event_id}` })), [deliveries.data])
  useServicesPage({
    save: save({}),
    ...(settings.configured ? { rotate: async () => void (await save({ rotate_secret: true })()) } : {}),
    ...(choices?.length
      ? {
          deliveries: choices,
          redeliver: async (id: number) => {
            const answer = await redeliver(id)
            notifyMessage(answer.data.ok ? { code: 'whitelabel.webhook_redelivered' } : { code: 'whitelabel.webhook_redelivery_failed', params: { reason: answer.data.error ?? '' } }, answer.data.ok ? 'notice' : 'error')
            await refresh()
          },
        }
      : {}),
  })
  const eventErrors = Object.entries(form.errors).filter(([k]) => k.startsWith('events')).flatMap(([, v]) => v ?? [])
  return (
    <>
      {settings.disabled_reason ? <p className={pageStyles.notice} data-tone="danger">{t('wlServices.webhook.disabled', { reason: settings.disabled_reason })}</p> : null}
      <Form ref={form.focusRef} onSubmit={() => run('wlServices.save', undefined, 'keyboard')} label={t('routes.whitelabel_webhook')}>
        <TextField label={t('wlServices.webhook.url')} type="url" {...form.field('url')} />
        <fieldset className={pageStyles.fieldRow}>
          <legend>{t('wlServices.webhook.events')}</legend>
          {webhookEventTypes.map((event) => (
            <CheckboxField key={event} label={event} name={event} checked={form.values[event] === true} onCheckedChange={(v) => form.setValue(event, v)} />
          ))}
          <FieldMessages id="wl-webhook-events-error" messages={eventErrors} />
        </fieldset>
        <CheckboxField label={t('wlServices.webhook.enabled')} name="enabled" checked={form.values.enabled} onCheckedChange={(v) => form.setValue('enabled', v)} />
        {settings.secret_hint ? <p className={pageStyles.muted}>{t('wlServices.webhook.secretHint', { hint: settings.secret_hint })}</p> : null}
        <div className={pageStyles.row}>
          <CommandButton id="wlServices.save" variant="primary">{form.sending ? t('wlServices.saving') : t('wlServices.save')}</CommandButton>
          {settings.configured ? <CommandButton id="wlServices.rotateSecret">{t('wlServices.commands.rotateSecret')}</CommandButton> : null}
        </div>
      </Form>
      {settings.configured ? (
        <section aria-labelledby="wl-deliveries-title">
          <h3 id="wl-deliveries-title">{t('wlServices.webhook.deliveries')}</h3>
          {!deliveries.data ? (
            <LoadingState />
          ) : deliveries.data.length === 0 ? (
            <p className={pageStyles.muted}>{t('wlServices.webhook.noDeliveries')}</p>
          ) : (
            <table className={pageStyles.table}>
              <thead>
                <tr>
                  {(['event', 'status', 'when', 'trigger', 'actions'] as const).map((c) => (
                    <th key={c} scope="col">{t(`wlServices.webhook.columns.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {deliveries.data.map((d) => (
                  <tr key={d.id}>
                    <th scope="row">{`${d.event_type} #${d.event_id}`}</th>
                    <td>
                      <span className={pageStyles.badge} data-tone={d.ok ? 'success' : 'danger'}>{t(d.ok ? 'wlServices.webhook.delivered' : 'wlServices.webhook.failed')}</span>
                      {d.http_status ? ` ${d.http_status}` : ''}
                      {d.error ? <span className={pageStyles.muted}> {d.error}</span> : null}
                    </td>
                    <td>{formatDateTime(d.created_at, locale)}</td>
                    <td>{t(`wlServices.webhook.triggers.${d.trigger}`)}</td>
                    <td>
                      <CommandButton id="wlServices.redeliver" args={d.id} variant="ghost">{t('wlServices.webhook.redeliverNamed', { title: `${d.event_type} #${d.event_id}` })}</CommandButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </>
  )
}
