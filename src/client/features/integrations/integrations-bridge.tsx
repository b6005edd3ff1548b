import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { integrationsSlot, type IntegrationsSlot, type SendTarget } from '../../../../commands/integrations'
import { listActions, openListSlot } from '../../../../commands/lists'
import { crmConnectionsQuery, webhooksQuery } from '../../../api/integrations'
import { crmNames } from '../../../shared/integrations/types'
import type { SavedList } from '../../../shared/leads/types'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { useProvideSlot, useSlot } from '../../ui/command-shell'
import { Dialog } from '../../ui/dialog'
import { integrationStyles } from './integration-styles'

type Choice = { kind: 'crm' | 'webhook'; resolve(target: SendTarget | null): void }

/** Mounted on every signed-in page by the integrations manifest: sends from an open list whose type offers it. */
export default function IntegrationsBridge() {
  const list = useSlot(openListSlot)?.list
  return list && listActions[list.type].includes('crm') ? <SendBridge list={list} /> : null
}

/**
 * The list page's side of "Send to CRM" and "Send to webhook": the connected CRMs and the webhooks for the commands'
 * choices, and, for a button (which carries no argument), a dialog asking where to send when there is more than one place.
 */
function SendBridge(props: { list: SavedList }) {
  const t = useT()
  const crms = useQuery(crmConnectionsQuery())
  const webhooks = useQuery(webhooksQuery())
  const [choice, setChoice] = useState<Choice | null>(null)
  const chooseTarget = useCallback((kind: 'crm' | 'webhook') => new Promise<SendTarget | null>((resolve) => setChoice({ kind, resolve })), [])
  const integrations = useMemo<IntegrationsSlot>(() => ({ crms: crms.data ?? null, webhooks: webhooks.data ?? null, chooseTarget }), [crms.data, webhooks.data, chooseTarget])
  useProvideSlot(integrationsSlot, integrations)

  const answer = (target: SendTarget | null) => {
    choice?.resolve(target)
    setChoice(null)
  }
  const targets: { key: string; label: string; target: SendTarget }[] =
    choice?.kind === 'crm'
      ? (crms.data ?? []).filter((c) => c.connected && c.status === 'connected').map((c) => ({ key: c.provider, label: crmNames[c.provider], target: { crm: c.provider } }))
      : [
          ...(props.list.webhook ? [{ key: 'list', label: `${t('integrations.send.listWebhook')} (${props.list.webhook})`, target: { webhook: 'list' as const } }] : []),
          ...(webhooks.data ?? []).filter((w) => w.status === 'active' && w.events.includes('lead.sent')).map((w) => ({ key: String(w.id), label: w.name, target: { webhook: w.id } })),
        ]
  return (
    <Dialog open={choice !== null} title={t(choice?.kind === 'crm' ? 'integrations.send.chooseCrm' : 'integrations.send.chooseWebhook')} onClose={() => answer(null)}>
      <ul className={integrationStyles.cards}>
        {targets.map((item, i) => (
          <li key={item.key}>
            <Button type="button" data-block data-autofocus={i === 0 ? '' : undefined} onClick={() => answer(item.target)}>
              {item.label}
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" data-variant="secondary" onClick={() => answer(null)}>
          {t('integrations.send.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}
