import { webhookEvents, type WebhookConnection, type WebhookEvent } from '../../../shared/integrations/types'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CheckboxField } from '../../ui/checkbox-field'
import { FieldMessages } from '../../ui/field-messages'
import { pageStyles } from '../../ui/page-styles'
import { TextField } from '../../ui/text-field'
import type { Struct } from 'superstruct'

/** A webhook's form: its text fields, and one checkbox per event (the body's `events` list). */
type WebhookValues = { name: string; url: string; secret: string } & Record<WebhookEvent, boolean>
export type WebhookBody = { name: string; url: string; secret?: string; events: WebhookEvent[] }

const valuesOf = (webhook?: Pick<WebhookConnection, 'name' | 'url' | 'events'>): WebhookValues => ({
  name: webhook?.name ?? '',
  url: webhook?.url ?? '',
  secret: '',
  ...(Object.fromEntries(webhookEvents.map((event) => [event, webhook ? webhook.events.includes(event) : event === 'lead.sent'])) as Record<WebhookEvent, boolean>),
})

/** The body a webhook's form sends: a blank secret is left out (generated on creation, kept on an edit). */
function bodyOf(values: WebhookValues) {
  return {
    name: values.name,
    url: values.url.trim(),
    ...(values.secret.trim() ? { secret: values.secret.trim() } : {}),
    events: webhookEvents.filter((event) => values[event]),
  }
}

/** The form state of a new webhook (`webhook` absent) or of one being edited, checked with `struct`. */
export function useWebhookForm(struct: Struct<any, any>, webhook?: Pick<WebhookConnection, 'name' | 'url' | 'events'>) {
  return useValidatedForm<WebhookValues, WebhookBody>(struct, valuesOf(webhook), bodyOf)
}
export type WebhookForm = ReturnType<typeof useWebhookForm>
export const webhookValues = valuesOf

/** Name, URL, secret (its hint says what a blank one does) and the events to send. */
export function WebhookFields(props: { form: WebhookForm; secretHint: string; idPrefix: string }) {
  const t = useT()
  const { form } = props
  return (
    <>
      <TextField label={t('integrations.webhook.name')} {...form.field('name')} data-autofocus="" />
      <TextField label={t('integrations.webhook.url')} type="url" {...form.field('url')} />
      <TextField label={t('integrations.webhook.secret')} autoComplete="off" hint={props.secretHint} {...form.field('secret')} />
      <fieldset className={pageStyles.card}>
        <legend>{t('integrations.webhook.events')}</legend>
        {webhookEvents.map((event) => (
          <CheckboxField
            key={event}
            name={`events.${event}`}
            label={t(`integrations.webhook.eventNames.${event.replace('.', '_')}`)}
            checked={form.values[event]}
            onCheckedChange={(on) => form.setValue(event, on)}
          />
        ))}
        <FieldMessages id={`${props.idPrefix}-events-errors`} messages={form.errors.events} />
      </fieldset>
    </>
  )
}
