import { sendWebhookParams, type SendWebhookParams } from '../../../shared/integrations/schemas'
import type { LeadType } from '../../../shared/leads/types'
import { defineLeadJobProcessor, LeadJobFatal, type LeadJobRun } from '../../jobs/lead-jobs/processor'
import { forAccount } from '../../db/tenant-scope'
import { leadPayload, type LeadForDelivery } from './contact-mapping'
import { integrationMessages } from './integration-messages'
import { allListTypes, leadForDelivery, listOf, markSending, markSent, releaseSending } from './lead-delivery'
import { connectionForListUrl, disableGoneWebhook, webhookTarget, type WebhookRow } from './webhook-connections'
import { inFlight, upcomingLeads } from './webhook-prefetch'
import { sendWebhook, type WebhookOutcome, type WebhookTarget } from './webhook-sender'

const BATCH_SIZE = 50
/** Messages on the wire at once per batch: enough to hide the round trip behind the recording of earlier leads. */
const CONCURRENCY = 4

type Prepared = {
  webhook: WebhookRow
  target: WebhookTarget
  list: { name: string; type: LeadType }
  gone: boolean
  /** The batch's messages, sent ahead (see upcomingLeads); a lead not among them is sent when it comes. */
  ahead: Map<number, Promise<WebhookOutcome>>
}

/** Stable per job and lead: a retry or a redelivery of the same send carries the same id, so a receiver can drop repeats. */
const messageId = (jobId: number, resultId: number) => `msg_${jobId}_${resultId}`

function deliver(run: LeadJobRun<SendWebhookParams>, prepared: Omit<Prepared, 'ahead'>, lead: LeadForDelivery): Promise<WebhookOutcome> {
  return sendWebhook(prepared.target, { id: messageId(run.job.id, lead.id), event: 'lead.sent', data: leadPayload(lead) }, run.deps.config.outbound, run.now())
}

/**
 * "Send to webhook": each lead as one signed `lead.sent` message to the list's webhook (or the chosen connection).
 * A batch sends a few messages ahead while earlier leads are recorded; a 410 stops the rest of the batch and disables
 * the endpoint.
 */
export const sendWebhookProcessor = defineLeadJobProcessor<SendWebhookParams, Prepared>({
  kind: 'send-webhook',
  params: sendWebhookParams,
  listTypes: allListTypes,
  maxCostPerLead: () => 0,
  batchSize: BATCH_SIZE,
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
    const prepared: Prepared = { webhook, target: webhookTarget(deps, webhook), list, gone: false, ahead: new Map() }
    const leads = await upcomingLeads(run, BATCH_SIZE, list)
    const gone: WebhookOutcome = { ok: false, status: 410, gone: true, retryable: false, reason: integrationMessages.webhookGone }
    const sends = inFlight(
      leads,
      CONCURRENCY,
      async (lead) => {
        const outcome = await deliver(run, prepared, lead)
        if (!outcome.ok && outcome.gone) sends.stop()
        return outcome
      },
      () => gone,
      (err): WebhookOutcome => ({ ok: false, status: null, gone: false, retryable: true, reason: err instanceof Error ? err.message : String(err) }),
    )
    for (const lead of leads) prepared.ahead.set(lead.id, sends.results.get(lead)!)
    return prepared
  },
  async process(run, lead, prepared) {
    const { deps } = run
    const ahead = prepared.ahead.get(lead.id)
    // Once the endpoint said 410 in this batch, nothing more is sent to it (the next batch fails the job); messages
    // already on the wire count as what the endpoint answered them.
    if (!ahead && prepared.gone) return { status: 'failed', reason: integrationMessages.webhookGone, retryable: false }
    const outcome = await (ahead ?? deliver(run, prepared, await leadForDelivery(deps.db, lead, prepared.list)))
    if (outcome.ok) return { status: 'done', cost: 0, effect: markSent(lead, `webhook:${prepared.webhook.id}`, messageId(run.job.id, lead.id), run.now()) }
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
