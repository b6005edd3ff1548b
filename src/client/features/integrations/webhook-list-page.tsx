import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import { webhookEditSlot } from '../../../../commands/integration-forms'
import { integrationsSlot, type IntegrationsSlot } from '../../../../commands/integrations'
import { deleteWebhook, integrationKeys, revealWebhookSecrets, testWebhook, updateWebhook, webhooksQuery } from '../../../api/integrations'
import { webhookUpdateBody } from '../../../shared/integrations/schemas'
import type { WebhookSecrets } from '../../../shared/integrations/types'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { IntegrationTabs } from './integration-tabs'
import { useConfirm } from '../../ui/use-confirm'
import { WebhookEditDialog } from './webhook-edit-dialog'
import { useWebhookForm } from './webhook-form'
import { WebhookSecretsView } from './webhook-secrets-view'

/** settings/integration/webhook/list: the account's webhooks with edit, test, enable or disable, secrets and delete as commands. */
export default function WebhookListPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const webhooks = useQuery(webhooksQuery())
  const [shown, setShown] = useState<{ id: number; name: string; secrets: WebhookSecrets } | null>(null)
  const { confirm } = useConfirm()
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks })

  const integrations = useMemo<IntegrationsSlot>(
    () => ({
      crms: null,
      webhooks: webhooks.data ?? null,
      async testWebhook(id) {
        // A 410 disables the endpoint: the list shows it either way.
        return testWebhook(id).finally(refresh)
      },
      async setWebhookActive(id, active) {
        await updateWebhook(id, { status: active ? 'active' : 'disabled' })
        await refresh()
      },
      async revealWebhook(id) {
        const webhook = webhooks.data?.find((w) => w.id === id)
        setShown({ id, name: webhook?.name ?? String(id), secrets: await revealWebhookSecrets(id) })
      },
      async deleteWebhook(id) {
        const webhook = webhooks.data?.find((w) => w.id === id)
        if (!(await confirm(t('integrations.webhook.confirmDelete', { name: webhook?.name ?? id })))) return false
        await deleteWebhook(id)
        if (shown?.id === id) setShown(null)
        await refresh()
        return true
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [webhooks.data, confirm, t, shown],
  )
  useProvideSlot(integrationsSlot, integrations)

  const editForm = useWebhookForm(webhookUpdateBody)
  const [editing, setEditing] = useState<number | null>(null)
  const saveEdit = (id: number) =>
    editForm.submitWith(async (body) => {
      await updateWebhook(id, body)
      notifyMessage({ code: 'integrations.webhook_saved' })
      setEditing(null)
      await refresh()
    })()
  const latestEdit = useRef({ editing, saveEdit })
  latestEdit.current = { editing, saveEdit }
  useProvideSlot(
    webhookEditSlot,
    useMemo(
      () => ({
        webhooks: webhooks.data ?? null,
        async edit(id: number) {
          if (latestEdit.current.editing === id) return latestEdit.current.saveEdit(id)
          setEditing(id)
        },
      }),
      [webhooks.data],
    ),
  )

  return (
    <section className={pageStyles.page} aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">{t('integrations.webhook.listTitle')}</h1>
      <IntegrationTabs />
      <p className={pageStyles.muted}>{t('integrations.webhook.listLead')}</p>
      <div>
        <Link href="/settings/integration/webhook">{t('integrations.webhook.newWebhook')}</Link>
      </div>
      {!webhooks.data ? (
        <LoadingState />
      ) : webhooks.data.length === 0 ? (
        <p className={pageStyles.muted}>{t('integrations.webhook.empty')}</p>
      ) : (
        <table className={pageStyles.table} aria-labelledby="webhooks-title">
          <thead>
            <tr>
              <th scope="col">{t('integrations.webhook.columns.name')}</th>
              <th scope="col">{t('integrations.webhook.columns.url')}</th>
              <th scope="col">{t('integrations.webhook.columns.events')}</th>
              <th scope="col">{t('integrations.webhook.columns.status')}</th>
              <th scope="col">{t('integrations.webhook.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {webhooks.data.map((w) => (
              <tr key={w.id}>
                <th scope="row">{w.name}</th>
                <td>
                  <code>{w.url}</code>
                </td>
                <td>{w.events.map((e) => t(`integrations.webhook.eventNames.${e.replace('.', '_')}`)).join(', ')}</td>
                <td>
                  <span className={pageStyles.badge} data-tone={w.status === 'active' ? 'success' : 'danger'}>
                    {t(`integrations.webhook.status.${w.status}`)}
                  </span>
                  {w.disabled_reason ? <p className={pageStyles.muted}>{t('integrations.webhook.disabledBecause', { reason: w.disabled_reason })}</p> : null}
                </td>
                <td>
                  <div className={pageStyles.row}>
                    <CommandButton id="webhooks.edit" args={w.id}>{t('integrations.commands.webhook.editNamed', { name: w.name })}</CommandButton>
                    <CommandButton id="webhooks.test" args={w.id}>{t('integrations.commands.webhook.testNamed', { name: w.name })}</CommandButton>
                    {w.status === 'active' ? (
                      <CommandButton id="webhooks.disable" args={w.id}>{t('integrations.commands.webhook.disableNamed', { name: w.name })}</CommandButton>
                    ) : (
                      <CommandButton id="webhooks.enable" args={w.id}>{t('integrations.commands.webhook.enableNamed', { name: w.name })}</CommandButton>
                    )}
                    <CommandButton id="webhooks.reveal" args={w.id}>{t('integrations.commands.webhook.revealNamed', { name: w.name })}</CommandButton>
                    <CommandButton id="webhooks.delete" args={w.id}>{t('integrations.commands.webhook.deleteNamed', { name: w.name })}</CommandButton>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown ? (
        <section className={pageStyles.card} aria-label={t('integrations.webhook.secretsOf', { name: shown.name })}>
          <h2>{t('integrations.webhook.secretsOf', { name: shown.name })}</h2>
          <WebhookSecretsView secrets={shown.secrets} />
          <div>
            <Button type="button" data-variant="secondary" onClick={() => setShown(null)}>
              {t('integrations.webhook.hide')}
            </Button>
          </div>
        </section>
      ) : null}
      <WebhookEditDialog webhook={webhooks.data?.find((w) => w.id === editing) ?? null} form={editForm} onClose={() => setEditing(null)} />
    </section>
  )
}
