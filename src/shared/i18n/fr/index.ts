import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'
import { leads } from './leads'

export const fr = { app, commands, routes, leads }
