import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { createWebhook, integrationKeys } from '../../../api/integrations'
import { webhookConnectionBody } from '../../../shared/integrations/schemas'
import { webhookEvents, type WebhookEvent, type WebhookSecrets } from '../../../shared/integrations/types'
import { isApiFailure } from '../../../shared/api-failure'
import { validate, type FieldMessages as Fields } from '../../../shared/validate'
import { useSubmit } from '../../forms/use-submit'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { CheckboxField } from '../../ui/checkbox-field'
import { FieldMessages } from '../../ui/field-messages'
import { Form } from '../../ui/form'
import { notifyFailure, notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { IntegrationTabs } from './integration-tabs'
import { WebhookSecretsView } from './webhook-secrets-view'

const empty = { name: '', url: '', secret: '' }

/** settings/integration/webhook: a new webhook connection (name, url, secret, events); its secrets are shown once here. */
export default function WebhookCreatePage() {
  const t = useT()
  const queryClient = useQueryClient()
  const [values, setValues] = useState(empty)
  const [events, setEvents] = useState<WebhookEvent[]>(['lead.sent'])
  const [errors, setErrors] = useState<Fields>({})
  const [created, setCreated] = useState<{ name: string; secrets: WebhookSecrets } | null>(null)
  const creation = useSubmit({
    mutationFn: createWebhook,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks })
      setCreated({ name: answer.webhook.name, secrets: answer.secrets })
      setValues(empty)
      notifyMessage({ code: 'integrations.webhook_created' })
    },
    onError: (error) => {
      notifyFailure(error)
      setErrors(isApiFailure(error) ? error.fields : {})
    },
  })

  const set = (name: keyof typeof empty) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    setErrors(({ [name]: _dropped, ...rest }) => rest)
  }
  const submit = async () => {
    if (creation.inFlight()) return
    const checked = validate(webhookConnectionBody, { ...values, events })
    if (!checked.ok) return setErrors(checked.errors)
    await creation.submit({ ...checked.value, secret: checked.value.secret || undefined })
  }

  return (
    <section className={pageStyles.page} aria-labelledby="webhook-title">
      <h1 id="webhook-title">{t('integrations.webhook.createTitle')}</h1>
      <IntegrationTabs />
      {created ? (
        <Panel aria-label={t('integrations.webhook.secretsOf', { name: created.name })}>
          <p role="status">{t('integrations.webhook.created')}</p>
          <WebhookSecretsView secrets={created.secrets} />
          <div className={pageStyles.row}>
            <Link href="/settings/integration/webhook/list">{t('integrations.webhook.toList')}</Link>
            <Button type="button" data-variant="secondary" onClick={() => setCreated(null)}>
              {t('integrations.webhook.newWebhook')}
            </Button>
          </div>
        </Panel>
      ) : (
        <Panel>
          <p>{t('integrations.webhook.createLead')}</p>
          <Form onSubmit={submit} label={t('integrations.webhook.createTitle')}>
            <TextField label={t('integrations.webhook.name')} name="name" value={values.name} onValueChange={set('name')} errors={errors.name} />
            <TextField label={t('integrations.webhook.url')} name="url" type="url" value={values.url} onValueChange={set('url')} errors={errors.url} />
            <TextField label={t('integrations.webhook.secret')} name="secret" autoComplete="off" hint={t('integrations.webhook.secretHint')} value={values.secret} onValueChange={set('secret')} errors={errors.secret} />
            <fieldset className={pageStyles.card}>
              <legend>{t('integrations.webhook.events')}</legend>
              {webhookEvents.map((event) => (
                <CheckboxField
                  key={event}
                  name={`events.${event}`}
                  label={t(`integrations.webhook.eventNames.${event.replace('.', '_')}`)}
                  checked={events.includes(event)}
                  onCheckedChange={(on) => (setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event))), setErrors(({ events: _dropped, ...rest }) => rest))}
                />
              ))}
              <FieldMessages id="webhook-events-errors" messages={errors.events} />
            </fieldset>
            <div>
              <Button type="submit" disabled={creation.pending}>
                {t('integrations.webhook.create')}
              </Button>
            </div>
          </Form>
        </Panel>
      )}
    </section>
  )
}
