import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import { webhookFormSlot } from '../../../../commands/integration-forms'
import { createWebhook, integrationKeys } from '../../../api/integrations'
import { webhookConnectionBody } from '../../../shared/integrations/schemas'
import type { WebhookSecrets } from '../../../shared/integrations/types'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { IntegrationTabs } from './integration-tabs'
import { webhookValues, useWebhookForm, WebhookFields } from './webhook-form'
import { WebhookSecretsView } from './webhook-secrets-view'

/** settings/integration/webhook: a new webhook connection (name, url, secret, events), created by webhooks.create; its secrets are shown once here. */
export default function WebhookCreatePage() {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const form = useWebhookForm(webhookConnectionBody)
  const [created, setCreated] = useState<{ name: string; secrets: WebhookSecrets } | null>(null)

  const create = form.submitWith(async (body) => {
    const answer = await createWebhook(body)
    await queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks })
    setCreated({ name: answer.webhook.name, secrets: answer.secrets })
    form.setValues(webhookValues())
    notifyMessage({ code: 'integrations.webhook_created' })
  })
  const createRef = useRef(create)
  createRef.current = create
  useProvideSlot(webhookFormSlot, useMemo(() => (created ? undefined : { create: () => createRef.current() }), [created]))

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
          <Form ref={form.focusRef} onSubmit={() => run('webhooks.create', undefined, 'keyboard')} label={t('integrations.webhook.createTitle')}>
            <WebhookFields form={form} secretHint={t('integrations.webhook.secretHint')} idPrefix="new-webhook" />
            <div>
              <CommandButton id="webhooks.create" variant="primary">
                {t('integrations.webhook.create')}
              </CommandButton>
            </div>
          </Form>
        </Panel>
      )}
    </section>
  )
}
