import type { LeadJobKind } from './schemas'

/** The English names of the job kinds, for the `kind` parameter of messages (the catalogues name them per language). */
export const leadJobKindNames: Record<LeadJobKind, string> = {
  'find-emails': 'Find e-mails',
  'get-phones': 'Get phones',
  'get-employees': 'Get employees',
  enrich: 'Enrich',
  'send-crm': 'Send to CRM',
  'send-webhook': 'Send to webhook',
  'ai-write': 'AI writing',
}
/** Lead-job answers (codes `lead_jobs.*`); the field messages stay the validation ones. */
export const leadJobMessages = {
  not_for_type: '{{kind}} is not offered for {{list_type}} lists.',
  already_ended: 'This job has already ended.',
  started: { one: '{{kind}} started for {{count}} lead.', other: '{{kind}} started for {{count}} leads.' },
  cancelled: 'The job was cancelled.',
  nothing_to_redeliver: 'Nothing to redeliver.',
  redelivered: { one: '{{count}} lead was queued again.', other: '{{count}} leads were queued again.' },
} as const
