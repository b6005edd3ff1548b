import { app } from './app'
import { commands } from './commands'
import { routes } from './routes'
import { messageNames, messages } from './messages'
import { leads } from './leads'
import { enrichment } from './enrichment'
import { ai } from './ai'
import { integrations } from './integrations'
import { aiTraining } from './ai-training'
import { wallet } from './wallet'

export const es = { app, commands, routes, messages, messageNames, leads, enrichment, ai, aiTraining, integrations, wallet }
