import { sql } from 'drizzle-orm'
import { sendCrmParams, type SendCrmParams } from '../../../shared/integrations/schemas'
import type { CrmProvider, FieldMapping } from '../../../shared/integrations/types'
import { defineLeadJobProcessor, LeadJobFatal } from '../lead-jobs/processor'
import { CrmError } from '../../providers/crm/crm-http'
import type { CrmAuth } from '../../providers/crm/crm-types'
import { mapContact } from './contact-mapping'
import { adapterOf, crmAuth } from './crm-connections'
import { fieldMappingOf } from './crm-fields'
import { integrationMessages } from '../../../shared/integrations/messages'
import { allListTypes, delivery, forDelivery, labelsOf, listOf, markSending, recordDeliveries, releaseSending, type Delivery } from './lead-delivery'
import { deliverToZapier, zapierTargets, type ZapierSubscription } from './zapier-hooks'

type Prepared = {
  provider: CrmProvider
  mapping: FieldMapping
  list: { name: string; type: (typeof allListTypes)[number] }
  /** OAuth and API-key CRMs: the credentials, replaced when a 401 made us refresh. */
  auth: CrmAuth | null
  zapier: ZapierSubscription[]
  /** The batch's labels by lead, read once (prepareLeads). */
  labels: Map<number, string[]>
}

/**
 * "Send to CRM": each lead becomes a contact in the connected CRM through its upsert call (matched by e-mail, so a
 * resend updates the contact instead of adding one), with the account's field mapping; Zapier gets the mapped lead
 * on every subscribed Zap. Credentials are loaded (and refreshed when close to expiry) once per batch.
 */
export const sendCrmProcessor = defineLeadJobProcessor<SendCrmParams, Prepared, Delivery>({
  kind: 'send-crm',
  params: sendCrmParams,
  listTypes: allListTypes,
  maxCostPerLead: () => 0,
  provider: (_deps, _type, params) => params.provider,
  batchSize: 25,
  maxAttempts: 4,
  async prepare(run) {
    const { deps, job, params } = run
    const list = await listOf(deps.db, job.campaignId)
    if (!list) throw new LeadJobFatal(integrationMessages.not_connected)
    const { mapping } = await fieldMappingOf(deps, job.accountId, params.provider)
    if (params.provider === 'zapier') {
      const zapier = await zapierTargets(deps, job.accountId)
      if (!zapier.length) throw new LeadJobFatal(integrationMessages.zapier_no_subscriptions)
      return { provider: params.provider, mapping, list, auth: null, zapier, labels: new Map() }
    }
    try {
      return { provider: params.provider, mapping, list, auth: await crmAuth(deps, job.accountId, params.provider), zapier: [], labels: new Map() }
    } catch (err) {
      // Not connected, or the CRM refused the refresh: no lead can go, the job fails with the reason.
      if (err instanceof CrmError && !err.retryable) throw new LeadJobFatal(err.message)
      throw err
    }
  },
  async prepareLeads(run, leads, prepared) {
    prepared.labels = await labelsOf(run.deps.db, leads.map((l) => l.id))
  },
  async process(run, lead, prepared) {
    const { deps, job } = run
    const full = forDelivery(lead, prepared.labels, prepared.list)
    const contact = mapContact(full, prepared.mapping)
    if (prepared.provider === 'zapier') {
      const outcome = await deliverToZapier(deps, job.accountId, prepared.zapier, { id: lead.id, ...contact.standard, email: contact.email, phone: contact.phone }, deps.config.outbound)
      if (outcome.delivered > 0 && !outcome.failure) return { status: 'done', cost: 0, record: delivery('zapier', null, run.now()) }
      if (outcome.failure) return { status: 'failed', reason: outcome.failure.reason, retryable: outcome.failure.retryable }
      return { status: 'failed', reason: integrationMessages.zapier_no_subscriptions, retryable: false }
    }
    const provider = prepared.provider
    const adapter = adapterOf(deps, provider)
    if (!contact.email && !(adapter.matchBy === 'email_or_phone' && contact.phone)) {
      const reason = adapter.matchBy === 'email' ? integrationMessages.no_email : integrationMessages.no_email_or_phone
      return { status: 'skipped', reason, effect: (tx) => releaseSending(tx, sql`select ${lead.id}::int`) }
    }
    try {
      let answer
      try {
        answer = await adapter.upsertContact(prepared.auth!, contact)
      } catch (err) {
        if (!(err instanceof CrmError) || !err.unauthorized || adapter.kind !== 'oauth') throw err
        // The token was refused mid-batch: refresh (once, under the connection's lock) and try again.
        prepared.auth = await crmAuth(deps, job.accountId, provider, prepared.auth!.accessToken)
        answer = await adapter.upsertContact(prepared.auth, contact)
      }
      return { status: 'done', cost: 0, record: delivery(provider, answer.id || null, run.now()) }
    } catch (err) {
      if (!(err instanceof CrmError)) throw err
      return { status: 'failed', reason: err.message, retryable: err.retryable }
    }
  },
  recordAll: (tx, job, records) => recordDeliveries(tx, job.accountId, records),
  onQueued: (tx, _job, resultIds) => markSending(tx, resultIds),
  onReleased: (tx, _job, resultIds) => releaseSending(tx, resultIds),
})
