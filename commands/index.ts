import { interfaceCommands } from './interface'
import { navigationCommands } from './navigation'
import { createRegistry } from './registry'
import { sessionCommands } from './session'

/** THE registry of the app. Later areas add their command files to this list. */
export const appRegistry = createRegistry([...interfaceCommands, ...sessionCommands, ...navigationCommands])
