import { accountClient } from './account/feature'
import { accountsClient } from './accounts/feature'
import { adminClient } from './admin/feature'
import { adminInsightClient } from './admin-insight/feature'
import { adminContentClient } from './admin-content/feature'
import { adminUsersClient } from './admin-users/feature'
import { aiClient } from './ai/feature'
import { aiTrainingClient } from './ai-training/feature'
import { authClient } from './auth/feature'
import { automationClient } from './automation/feature'
import { billingClient } from './billing/feature'
import { coursesClient } from './courses/feature'
import { integrationsClient } from './integrations/feature'
import { labClient } from './lab/feature'
import { labelsClient } from './labels/feature'
import { listsClient } from './lists/feature'
import { searchClient } from './search/feature'
import { teamClient } from './team/feature'
import { walletClient } from './wallet/feature'
import { whitelabelClient } from './whitelabel/feature'
import { registerClientFeatures } from '../routing/client-feature'

/**
 * Every feature's client manifest, one line each (docs/architecture.md, "Add a feature"): the route table binds
 * their pages, the signed-in layout mounts their pieces, the Machine Lab lists their machines.
 */
export const clientFeatures = registerClientFeatures([
  authClient,
  accountClient,
  accountsClient,
  teamClient,
  billingClient,
  coursesClient,
  walletClient,
  integrationsClient,
  aiTrainingClient,
  aiClient,
  searchClient,
  listsClient,
  labelsClient,
  automationClient,
  whitelabelClient,
  adminClient,
  adminInsightClient,
  adminContentClient,
  adminUsersClient,
  labClient,
])
