import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'
import { leads } from './leads'

export const de = { app, commands, routes, leads }
