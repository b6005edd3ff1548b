import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'
import { leads } from './leads'

export const en = { app, commands, routes, leads }
