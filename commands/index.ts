import { interfaceCommands } from './interface'
import { listCommands } from './lists'
import { navigationCommands } from './navigation'
import { enrichmentCommands } from './enrichment'
import { leadJobCommands } from './lead-jobs'
import { aiCommands } from './ai'
import { integrationCommands } from './integrations'
import { aiTrainingCommands } from './ai-training'
import { createRegistry } from './registry'
import { searchCommands } from './search'
import { sessionCommands } from './session'
import { walletCommands } from './wallet'

/** THE registry of the app. Later areas add their command files to this list. */
export const appRegistry = createRegistry([...interfaceCommands, ...sessionCommands, ...navigationCommands, ...searchCommands, ...listCommands, ...enrichmentCommands, ...leadJobCommands, ...aiCommands, ...aiTrainingCommands, ...integrationCommands, ...walletCommands])
