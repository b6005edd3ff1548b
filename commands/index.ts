import { aiCommands } from './ai'
import { aiTrainingCommands } from './ai-training'
import { enrichmentCommands } from './enrichment'
import { findCommands } from './find'
import { integrationCommands } from './integrations'
import { interfaceCommands } from './interface'
import { leadJobCommands } from './lead-jobs'
import { listCommands } from './lists'
import { navigationCommands } from './navigation'
import { createRegistry } from './registry'
import { rowCommands } from './rows'
import { searchCommands } from './search'
import { sessionCommands } from './session'
import { walletCommands } from './wallet'

/** The shell's own commands: the palette and the keys, the session, the table's rows, and a "Go to" per route. */
const shellCommands = [...interfaceCommands, ...sessionCommands, ...navigationCommands, ...rowCommands]

/**
 * THE registry of the app: the shell's commands and each feature's, one line per feature (docs/architecture.md,
 * "Add a feature"). A feature's slot (commands/slots.ts) comes with its commands' file.
 */
export const appRegistry = createRegistry([
  ...shellCommands,
  ...searchCommands,
  ...listCommands,
  ...findCommands,
  ...enrichmentCommands,
  ...leadJobCommands,
  ...aiCommands,
  ...aiTrainingCommands,
  ...integrationCommands,
  ...walletCommands,
])
