import type { LeadJobKind } from '../../../shared/leads/lead-jobs'
import type { LeadType } from '../../../shared/leads/types'

const kindNames: Record<LeadJobKind, string> = {
  'find-emails': 'Find e-mails',
  'get-phones': 'Get phones',
  'get-employees': 'Get employees',
  enrich: 'Enrich',
  'send-crm': 'Send to CRM',
  'send-webhook': 'Send to webhook',
  'ai-write': 'AI writing',
}
const typeNames: Record<LeadType, string> = { industry: 'local business', company: 'company', people: 'people', single: 'domain', influencer: 'influencer', intent: 'intent' }

/** The server's own words for lead-job answers (the field messages stay those of SPEC.md section 5). */
export const leadJobMessages = {
  notForType: (kind: LeadJobKind, type: LeadType) => `${kindNames[kind]} is not offered for ${typeNames[type]} lists.`,
  alreadyEnded: 'This job has already ended.',
  started: (kind: LeadJobKind, leads: number) => `${kindNames[kind]} started for ${leads} ${leads === 1 ? 'lead' : 'leads'}.`,
  cancelled: 'The job was cancelled.',
  redelivered: (n: number) => (n === 0 ? 'Nothing to redeliver.' : `${n} ${n === 1 ? 'lead was' : 'leads were'} queued again.`),
}
