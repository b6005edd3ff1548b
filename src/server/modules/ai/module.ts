import { defineServerModule } from '../../server-module'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { seedAiDefaults } from './default-prompts'
import { fineTuneRoutes } from './fine-tune-routes'
import { icpRoutes } from './icp/icp-routes'
import { promptRoutes } from './prompt-routes'
import { writingRoutes } from './writing-routes'

/**
 * AI writing: prompts (the account's and the platform's defaults), fine-tunes, the writer, ICP suggestions. Writing
 * over a list is a lead job (ai-write-processor.ts), so it reads the lead-jobs module's deps.
 */
export const aiModule = defineServerModule<LeadJobDeps>({
  id: 'ai',
  routes: [
    { mount: '/api', routes: promptRoutes },
    { mount: '/api', routes: fineTuneRoutes },
    { mount: '/api', routes: writingRoutes },
    { mount: '/api', routes: icpRoutes },
  ],
  // The platform's default prompts and questions, once per database.
  seed: (deps) => seedAiDefaults(deps.db),
})
