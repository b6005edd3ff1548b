import { aiWriteProcessor } from '../../modules/ai/ai-write-processor'
import { enrichInfluencersProcessor } from '../../modules/lead-jobs/enrichment/enrich-influencers'
import { findEmailsProcessor } from '../../modules/lead-jobs/enrichment/find-emails'
import { getEmployeesProcessor } from '../../modules/lead-jobs/enrichment/get-employees'
import { getPhonesProcessor } from '../../modules/lead-jobs/enrichment/get-phones'
import type { LeadJobProcessors } from './processor'
import { sendCrmProcessor } from '../../modules/integrations/send-crm-processor'
import { sendWebhookProcessor } from '../../modules/integrations/send-webhook-processor'

/**
 * THE table of lead-job processors, one line per kind (the kinds are src/shared/leads/lead-jobs.ts). A kind that is
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
