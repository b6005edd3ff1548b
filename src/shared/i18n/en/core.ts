import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'

/**
 * The strings every page may need before its area's strings arrive: the auth pages, the layouts, command titles
 * of the shell, route titles. The rest of the language (index.ts) loads before the main layout and the palette.
 */
export const core = { app, commands, routes }
