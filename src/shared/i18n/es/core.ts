import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'
import { messageNames, messages } from './messages'

/**
 * The strings every page may need before its area's strings arrive: the auth pages, the layouts, command titles
 * of the shell, route titles, and the wording of every message code (any page may be refused). The rest of the
 * language (index.ts) loads before the main layout and the palette.
 */
export const core = { app, commands, routes, messages, messageNames }
