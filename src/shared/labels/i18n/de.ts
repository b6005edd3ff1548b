import type { MessageTranslationsOf } from '../../message-format'
import type { labelMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_customLabels: 'Eigene Labels',
}

const messages: MessageTranslationsOf<{ labels: typeof labelMessages }> = {
  labels: {
    name_taken: 'Dieser Name wird bereits verwendet.',
    deleted: 'Label gelöscht.',
    assigned: 'Labels zugewiesen.',
    removed: 'Labels entfernt.',
  },
}

export const strings = { routes, messages }
