/** The content screens' words; the English of the message codes is the table in ../messages.ts. */
const content = {}

export const strings = { content }
