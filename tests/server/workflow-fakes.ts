import { integer, nullable, object, optional } from 'superstruct'
import { defineLeadJobProcessor, type LeadOutcome } from '../../src/server/modules/lead-jobs/processor'
import type { LeadType } from '../../src/shared/leads/types'

const allTypes: LeadType[] = ['industry', 'company', 'people', 'single', 'influencer', 'intent']

/**
 * Stand-ins for a paid enrichment (1 credit a lead) and a webhook delivery, steered by the lead's name: `rate-` answers
 * 429 twice then works, `miss-` finds nothing, `broken-` is a permanent 400, `crash-enrich`/`crash-send` call
 * `onCrash` on their first call (the test aborts the engine there, like a process that dies before committing).
 */
export function workflowFakes() {
  const calls = { enrich: new Map<number, number>(), send: new Map<number, number>() }
  /** What reached the receiver: message id -> deliveries (it dedupes by id, as a real receiver does). */
  const received = new Map<string, number>()
  const hooks = { onCrash: () => {} }
  const count = (map: Map<number, number>, id: number) => {
    const n = (map.get(id) ?? 0) + 1
    map.set(id, n)
    return n
  }
  const enrich = defineLeadJobProcessor({
    kind: 'find-emails',
    params: object({}),
    listTypes: allTypes,
    maxCostPerLead: () => 1,
    async process(_run, lead): Promise<LeadOutcome> {
      const n = count(calls.enrich, lead.id)
      const name = lead.name ?? ''
      if (name.startsWith('rate') && n <= 2) return { status: 'failed', reason: 'The provider answered 429.', retryable: true }
      if (name.startsWith('miss')) return { status: 'skipped', reason: 'No e-mail found.' }
      if (name.startsWith('broken')) return { status: 'failed', reason: 'The provider answered 400.', retryable: false }
      if (name === 'crash-enrich' && n === 1) hooks.onCrash()
      return { status: 'done', cost: 1, patch: { email: `${lead.id}@example.com`, emailState: 'email_found' } }
    },
  })
  const send = defineLeadJobProcessor({
    kind: 'send-webhook',
    params: object({ webhook_id: optional(nullable(integer())) }),
    listTypes: allTypes,
    maxCostPerLead: () => 0,
    async process(run, lead): Promise<LeadOutcome> {
      const n = count(calls.send, lead.id)
      const id = `msg_${run.job.id}_${lead.id}`
      received.set(id, (received.get(id) ?? 0) + 1)
      if (lead.name === 'crash-send' && n === 1) hooks.onCrash()
      return { status: 'done', cost: 0 }
    },
  })
  return { enrich, send, calls, received, hooks }
}

const pos = { x: 0, y: 0 }
/** trigger -> filters (name does not contain "skip") -> enrichment -> webhook. */
export const fourNodeGraph = {
  nodes: [
    { id: 't', type: 'trigger', data: { event: 'manual' }, position: pos },
    { id: 'f', type: 'filters', data: { match: 'all', conditions: [{ field: 'name', operator: 'not like', value: 'skip' }] }, position: pos },
    { id: 'e', type: 'enrichment', data: { kind: 'find-emails' }, position: pos },
    { id: 'w', type: 'connection', data: { target: 'webhook' }, position: pos },
  ],
  edges: [
    { id: 't-f', source: 't', target: 'f' },
    { id: 'f-e', source: 'f', target: 'e' },
    { id: 'e-w', source: 'e', target: 'w' },
  ],
}
