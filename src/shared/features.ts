import { accountFeature } from './account/feature'
import { accountsFeature } from './accounts/feature'
import { adminFeature } from './admin/feature'
import { adminInsightFeature } from './admin-insight/feature'
import { adminContentFeature } from './admin-content/feature'
import { adminUsersFeature } from './admin-users/feature'
import { aiFeature } from './ai/feature'
import { aiTrainingFeature } from './ai-training/feature'
import { appFeature } from './app/feature'
import { authFeature } from './auth/feature'
import { automationFeature } from './automation/feature'
import { billingFeature } from './billing/feature'
import { coursesFeature } from './courses/feature'
import { integrationsFeature } from './integrations/feature'
import { labFeature } from './lab/feature'
import { labelsFeature } from './labels/feature'
import { leadJobsFeature } from './lead-jobs/feature'
import { listsFeature } from './lists/feature'
import { searchFeature } from './search/feature'
import { teamFeature } from './team/feature'
import { walletFeature } from './wallet/feature'
import { whitelabelFeature } from './whitelabel/feature'

/**
 * Every feature of the app, one line each (docs/architecture.md, "Add a feature"). The route table, the guards, the
 * sidebar, the navigation commands, the catalogues and the message codes are all read from this list.
 */
export const features = [
  appFeature,
  authFeature,
  accountFeature,
  accountsFeature,
  teamFeature,
  billingFeature,
  coursesFeature,
  walletFeature,
  integrationsFeature,
  aiTrainingFeature,
  aiFeature,
  searchFeature,
  listsFeature,
  labelsFeature,
  leadJobsFeature,
  automationFeature,
  whitelabelFeature,
  adminFeature,
  adminInsightFeature,
  adminContentFeature,
  adminUsersFeature,
  labFeature,
] as const
