import { useEffect } from 'react'
import type { WebhookConnection } from '../../../shared/integrations/types'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Dialog } from '../../ui/dialog'
import { Form } from '../../ui/form'
import { webhookValues, type WebhookForm, WebhookFields } from './webhook-form'

/** One webhook's name, URL, secret and events, in a dialog: Enter or Save runs webhooks.edit again, which saves them. */
export function WebhookEditDialog(props: { webhook: WebhookConnection | null; form: WebhookForm; onClose(): void }) {
  const t = useT()
  const run = useRunCommand()
  const { webhook, form } = props
  const { setValues } = form
  useEffect(() => {
    if (webhook) setValues(webhookValues(webhook))
  }, [webhook, setValues])
  const title = t('integrations.webhook.editTitle', { name: webhook?.name ?? '' })
  return (
    <Dialog open={webhook !== null} title={title} onClose={props.onClose}>
      {webhook ? (
        <Form ref={form.focusRef} onSubmit={() => run('webhooks.edit', webhook.id, 'keyboard')} label={title}>
          <WebhookFields form={form} secretHint={t('integrations.webhook.secretKeepHint')} idPrefix={`webhook-${webhook.id}`} />
          <div>
            <CommandButton id="webhooks.edit" args={webhook.id} variant="primary">
              {t('integrations.webhook.save')}
            </CommandButton>
          </div>
        </Form>
      ) : null}
    </Dialog>
  )
}
