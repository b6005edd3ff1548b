import { sendWebhookParams, type SendWebhookParams } from '../../../shared/integrations/schemas'
import { defineLeadJobProcessor, LeadJobFatal } from '../../jobs/lead-jobs/processor'
import { forAccount } from '../../db/tenant-scope'
import { leadPayload } from './contact-mapping'
import { integrationMessages } from './integration-messages'
import { allListTypes, leadForDelivery, listOf, markSending, markSent, releaseSending } from './lead-delivery'
import { connectionForListUrl, disableGoneWebhook, webhookTarget, type WebhookRow } from './webhook-connections'
import { sendWebhook, type WebhookTarget } from './webhook-sender'

type Prepared = { webhook: WebhookRow; target: WebhookTarget; list: { name: string; type: (typeof allListTypes)[number] }; gone: boolean }

/**
 * "Send to webhook": each lead as one signed `lead.sent` message to the list's webhook (or the chosen connection).
 * The message id is `msg_<jobId>_<resultId>`, the same on every retry and redelivery, so a receiver can drop repeats.
 */
export const sendWebhookProcessor = defineLeadJobProcessor<SendWebhookParams, Prepared>({
  kind: 'send-webhook',
  params: sendWebhookParams,
  listTypes: allListTypes,
  maxCostPerLead: () => 0,
  batchSize: 25,
  maxAttempts: 4,
  async prepare(run) {
    const { deps, job } = run
    const list = await listOf(deps.db, job.campaignId)
    if (!list) throw new LeadJobFatal(integrationMessages.noListWebhook)
    let webhook: WebhookRow | undefined
    if (run.params.webhook_id !== undefined) {
      webhook = await forAccount(deps.db, job.accountId).one('webhookConnections', run.params.webhook_id)
      if (!webhook) throw new LeadJobFatal(integrationMessages.noListWebhook)
    } else {
      if (!list.webhook?.trim()) throw new LeadJobFatal(integrationMessages.noListWebhook)
      webhook = await connectionForListUrl(deps, job.accountId, list.webhook.trim(), list.name)
    }
    if (webhook.status !== 'active') throw new LeadJobFatal(webhook.disabledReason === integrationMessages.webhookGone ? integrationMessages.webhookGone : integrationMessages.webhookDisabled)
    return { webhook, target: webhookTarget(deps, webhook), list, gone: false }
  },
  async process(run, lead, prepared) {
    // Once the endpoint said 410 in this batch, the rest of it is not sent (the next batch fails the job).
    if (prepared.gone) return { status: 'failed', reason: integrationMessages.webhookGone, retryable: false }
    const { deps, job } = run
    const full = await leadForDelivery(deps.db, lead, prepared.list)
    const id = `msg_${job.id}_${lead.id}`
    const outcome = await sendWebhook(prepared.target, { id, event: 'lead.sent', data: leadPayload(full) }, deps.config.outbound, run.now())
    if (outcome.ok) return { status: 'done', cost: 0, effect: markSent(lead, `webhook:${prepared.webhook.id}`, id, run.now()) }
    if (outcome.gone) {
      prepared.gone = true
      await disableGoneWebhook(deps.db, prepared.webhook.id, integrationMessages.webhookGone, run.now())
      return { status: 'failed', reason: integrationMessages.webhookGone, retryable: false }
    }
    return { status: 'failed', reason: outcome.reason, retryable: outcome.retryable }
  },
  onQueued: (tx, _job, resultIds) => markSending(tx, resultIds),
  onReleased: (tx, _job, resultIds) => releaseSending(tx, resultIds),
})
