import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'

export const fr = { app, commands, routes }
