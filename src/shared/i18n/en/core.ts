import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'
import { messageNames, messages } from './messages'

/**
 * The shell's strings: the auth pages, the layouts, command titles of the shell, the shell's route titles, and
 * the wording of every message code (English is the tables themselves). Each feature's strings load with the
 * rest of the language (src/shared/i18n/language.ts).
 */
export const core = { app, commands, routes, messages, messageNames }
