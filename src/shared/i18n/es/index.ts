import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'
import { leads } from './leads'

export const es = { app, commands, routes, leads }
