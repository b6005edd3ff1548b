import { aiWriteProcessor } from '../ai/ai-write-processor'
import { enrichInfluencersProcessor } from './enrichment/enrich-influencers'
import { findEmailsProcessor } from './enrichment/find-emails'
import { getEmployeesProcessor } from './enrichment/get-employees'
import { getPhonesProcessor } from './enrichment/get-phones'
import type { LeadJobProcessors } from './processor'
import { sendCrmProcessor } from '../integrations/send-crm-processor'
import { sendWebhookProcessor } from '../integrations/send-webhook-processor'

/**
 * THE table of lead-job processors, one line per kind (the kinds are src/shared/lead-jobs/schemas.ts). A kind that is
 * not here is refused (422 on `kind`). Areas add their line: `'send-crm': sendCrmProcessor,`.
 */
export const leadJobProcessors: LeadJobProcessors = {
  'find-emails': findEmailsProcessor,
  'get-phones': getPhonesProcessor,
  'get-employees': getEmployeesProcessor,
  enrich: enrichInfluencersProcessor,
  'ai-write': aiWriteProcessor,
  'send-crm': sendCrmProcessor,
  'send-webhook': sendWebhookProcessor,
}
