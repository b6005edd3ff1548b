import type { LeadJobProcessors } from './processor'

/**
 * THE table of lead-job processors, one line per kind (the kinds are src/shared/leads/lead-jobs.ts). A kind that is
 * not here is refused (422 on `kind`). Areas add their line: `'send-crm': sendCrmProcessor,`.
 */
export const leadJobProcessors: LeadJobProcessors = {
}
