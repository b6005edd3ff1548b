import type { MessageTranslationsOf } from '../../message-format'
import type { labelMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_customLabels: 'Etiquetas personalizadas',
}

const messages: MessageTranslationsOf<{ labels: typeof labelMessages }> = {
  labels: {
    name_taken: 'Este nombre ya está en uso.',
    deleted: 'Etiqueta eliminada.',
    assigned: 'Etiquetas asignadas.',
    removed: 'Etiquetas quitadas.',
  },
}

export const strings = { routes, messages }
