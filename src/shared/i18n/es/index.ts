import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'

export const es = { app, commands, routes }
