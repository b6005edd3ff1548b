import { aiWriteProcessor } from '../../modules/ai/ai-write-processor'
import type { LeadJobProcessors } from './processor'
import { sendCrmProcessor } from '../../modules/integrations/send-crm-processor'
import { sendWebhookProcessor } from '../../modules/integrations/send-webhook-processor'

/**
 * THE table of lead-job processors, one line per kind (the kinds are src/shared/leads/lead-jobs.ts). A kind that is
 * not here is refused (422 on `kind`). Areas add their line: `'send-crm': sendCrmProcessor,`.
 */
export const leadJobProcessors: LeadJobProcessors = {
  'ai-write': aiWriteProcessor,
  'send-crm': sendCrmProcessor,
  'send-webhook': sendWebhookProcessor,
}
