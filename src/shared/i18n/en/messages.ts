import { messageNames as names, messageTables } from '../../message-catalogue'

/** English is the message tables themselves: a code's English lives only there (src/shared/message-catalogue.ts). */
export const messages = messageTables
export const messageNames = names
