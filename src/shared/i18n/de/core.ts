import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'
import { messages } from './messages'

/**
 * The shell's strings: the auth pages, the layouts, command titles of the shell, the shell's route titles and the
 * wording of the shell's message codes (validation, errors, the front door, sign-in). Each feature's strings load
 * with the rest of the language (src/shared/i18n/language.ts).
 */
export const core = { app, commands, routes, messages }
