import { accountCommands } from './account'
import { adminAuditCommands } from './admin-audit'
import { adminPlansCommands } from './admin-plans'
import { adminContentCommands } from './admin-content'
import { adminUserCommands } from './admin-users'
import { adminUsersBulkCommands } from './admin-users-bulk'
import { accountsCommands } from './accounts'
import { adminInsightCommands } from './admin-insight'
import { aiCommands } from './ai'
import { aiItemCommands } from './ai-items'
import { aiTrainingCommands } from './ai-training'
import { authCommands } from './auth'
import { autopilotCommands } from './autopilots'
import { whitelabelBrandCommands } from './whitelabel-brand'
import { billingCommands } from './billing'
import { coursesCommands } from './courses'
import { enrichmentCommands } from './enrichment'
import { findCommands } from './find'
import { integrationCommands } from './integrations'
import { labelCommands } from './labels'
import { interfaceCommands } from './interface'
import { leadJobCommands } from './lead-jobs'
import { listSettingsCommands } from './list-settings'
import { listCommands } from './lists'
import { navigationCommands } from './navigation'
import { createRegistry } from './registry'
import { rowCommands } from './rows'
import { searchCommands } from './search'
import { sessionCommands } from './session'
import { teamCommands } from './team'
import { walletCommands } from './wallet'
import { workflowRunCommands } from './workflow-runs'
import { workflowCommands } from './workflows'
import { whitelabelPackagesCommands } from './whitelabel-packages'
import { wlServicesCommands } from './whitelabel-services'
import { wlSubscriptionCommands } from './whitelabel-subscriptions'
import { wlSubscriptionsBulkCommands } from './whitelabel-subscriptions-bulk'
import { wlSettingsCommands } from './whitelabel-settings'
import { wlTrainingCommands } from './whitelabel-training'

/** The shell's own commands: the palette and the keys, the session, the table's rows, and a "Go to" per route. */
const shellCommands = [...interfaceCommands, ...sessionCommands, ...navigationCommands, ...rowCommands]

/**
 * THE registry of the app: the shell's commands and each feature's, one line per feature (docs/architecture.md,
 * "Add a feature"). A feature's slot (commands/slots.ts) comes with its commands' file.
 */
export const appRegistry = createRegistry([
  ...shellCommands,
  ...authCommands,
  ...accountsCommands,
  ...teamCommands,
  ...adminContentCommands,
  ...accountCommands,
  ...searchCommands,
  ...listCommands,
  ...listSettingsCommands,
  ...labelCommands,
  ...findCommands,
  ...enrichmentCommands,
  ...leadJobCommands,
  ...aiCommands,
  ...aiItemCommands,
  ...aiTrainingCommands,
  ...integrationCommands,
  ...walletCommands,
  ...workflowCommands,
  ...workflowRunCommands,
  ...billingCommands,
  ...coursesCommands,
  ...adminPlansCommands,
  ...adminAuditCommands,
  ...adminInsightCommands,
  ...adminUserCommands,
  ...adminUsersBulkCommands,
  ...autopilotCommands,
  ...whitelabelPackagesCommands,
  ...wlServicesCommands,
  ...whitelabelBrandCommands,
  ...wlSubscriptionCommands,
  ...wlSubscriptionsBulkCommands,
  ...wlSettingsCommands,
  ...wlTrainingCommands,
])
