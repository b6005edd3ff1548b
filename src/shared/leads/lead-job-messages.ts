import type { LeadJobKind } from './lead-jobs'
import type { LeadType } from './types'

/** The English names of the job kinds and list types in these messages (the client's catalogue words them per language). */
export const leadJobKindNames: Record<LeadJobKind, string> = {
  'find-emails': 'Find e-mails',
  'get-phones': 'Get phones',
  'get-employees': 'Get employees',
  enrich: 'Enrich',
  'send-crm': 'Send to CRM',
  'send-webhook': 'Send to webhook',
  'ai-write': 'AI writing',
}
export const leadTypeNames: Record<LeadType, string> = { industry: 'local business', company: 'company', people: 'people', single: 'domain', influencer: 'influencer', intent: 'intent' }

/** The server's own words for lead-job answers (the field messages stay those of SPEC.md section 5). */
export const leadJobMessages = {
  notForType: (kind: LeadJobKind, type: LeadType) => `${leadJobKindNames[kind]} is not offered for ${leadTypeNames[type]} lists.`,
  alreadyEnded: 'This job has already ended.',
  started: (kind: LeadJobKind, leads: number) => `${leadJobKindNames[kind]} started for ${leads} ${leads === 1 ? 'lead' : 'leads'}.`,
  cancelled: 'The job was cancelled.',
  redelivered: (n: number) => (n === 0 ? 'Nothing to redeliver.' : `${n} ${n === 1 ? 'lead was' : 'leads were'} queued again.`),
}
