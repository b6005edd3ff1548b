import { sendWebhookParams, type SendWebhookParams } from '../../../shared/integrations/schemas'
import type { LeadType } from '../../../shared/leads/types'
import { defineLeadJobProcessor, LeadJobFatal, type LeadOutcome } from '../lead-jobs/processor'
import { forAccount } from '../../db/tenant-scope'
import { leadPayload } from './contact-mapping'
import { integrationMessages } from '../../../shared/integrations/messages'
import { allListTypes, delivery, forDelivery, labelsOf, listOf, markSending, recordDeliveries, releaseSending, type Delivery } from './lead-delivery'
import { connectionForListUrl, disableGoneWebhook, webhookTarget, type WebhookRow } from './webhook-connections'
import { sendWebhook, webhookAgentSockets, type WebhookTarget } from './webhook-sender'

/** Leads per batch: a batch also ends after a minute (the machinery's budget), so it can be large; fewer batches, less overhead. */
const BATCH_SIZE = 1000

type Prepared = {
  webhook: WebhookRow
  target: WebhookTarget
  list: { name: string; type: LeadType }
  /** The endpoint answered 410 in this batch: nothing more is sent to it. */
  gone: boolean
  /** The batch's labels by lead, read once (prepareLeads). */
  labels: Map<number, string[]>
}

/** Stable per job and lead: a retry or a redelivery of the same send carries the same id, so a receiver can drop repeats. */
const messageId = (jobId: number, resultId: number) => `msg_${jobId}_${resultId}`
const goneFailure: LeadOutcome<Delivery> = { status: 'failed', reason: integrationMessages.webhook_gone, retryable: false }

/**
 * "Send to webhook": each lead as one signed `lead.sent` message to the list's webhook (or the chosen connection).
 * Up to as many messages as the sender keeps connections are on the wire at once (the machinery's `concurrency`),
 * and the deliveries are recorded as data, a whole group in one statement (`recordAll`). A 410 stops the rest of
 * the batch and disables the endpoint.
 */
export const sendWebhookProcessor = defineLeadJobProcessor<SendWebhookParams, Prepared, Delivery>({
  kind: 'send-webhook',
  params: sendWebhookParams,
  listTypes: allListTypes,
  maxCostPerLead: () => 0,
  batchSize: BATCH_SIZE,
  concurrency: webhookAgentSockets,
  maxAttempts: 4,
  async prepare(run) {
    const { deps, job } = run
    const list = await listOf(deps.db, job.campaignId)
    if (!list) throw new LeadJobFatal(integrationMessages.no_list_webhook)
    let webhook: WebhookRow | undefined
    if (run.params.webhook_id !== undefined) {
      webhook = await forAccount(deps.db, job.accountId).one('webhookConnections', run.params.webhook_id)
      if (!webhook) throw new LeadJobFatal(integrationMessages.no_list_webhook)
    } else {
      if (!list.webhook?.trim()) throw new LeadJobFatal(integrationMessages.no_list_webhook)
      webhook = await connectionForListUrl(deps, job.accountId, list.webhook.trim(), list.name)
    }
    if (webhook.status !== 'active') throw new LeadJobFatal(webhook.disabledReason === integrationMessages.webhook_gone ? integrationMessages.webhook_gone : integrationMessages.webhook_disabled)
    return { webhook, target: webhookTarget(deps, webhook), list, gone: false, labels: new Map() }
  },
  async prepareLeads(run, leads, prepared) {
    prepared.labels = await labelsOf(run.deps.db, leads.map((l) => l.id))
  },
  async process(run, lead, prepared) {
    const { deps, job } = run
    // Once the endpoint said 410 in this batch, nothing more is sent to it (the next batch fails the job); messages
    // already on the wire count as what the endpoint answered them.
    if (prepared.gone) return goneFailure
    const id = messageId(job.id, lead.id)
    const data = leadPayload(forDelivery(lead, prepared.labels, prepared.list))
    const outcome = await sendWebhook(prepared.target, { id, event: 'lead.sent', data }, deps.config.outbound, run.now(), run.signal)
    if (outcome.ok) return { status: 'done', cost: 0, record: delivery(`webhook:${prepared.webhook.id}`, id, run.now()) }
    if (outcome.gone) {
      if (!prepared.gone) {
        prepared.gone = true
        await disableGoneWebhook(deps.db, prepared.webhook.id, integrationMessages.webhook_gone, run.now())
      }
      return goneFailure
    }
    return { status: 'failed', reason: outcome.reason, retryable: outcome.retryable }
  },
  recordAll: (tx, job, records) => recordDeliveries(tx, job.accountId, records),
  onQueued: (tx, _job, resultIds) => markSending(tx, resultIds),
  onReleased: (tx, _job, resultIds) => releaseSending(tx, resultIds),
})
