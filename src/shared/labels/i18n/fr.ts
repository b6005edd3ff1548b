import type { MessageTranslationsOf } from '../../message-format'
import type { labelMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_customLabels: 'Libellés personnalisés',
}

const messages: MessageTranslationsOf<{ labels: typeof labelMessages }> = {
  labels: {
    name_taken: 'Ce nom est déjà utilisé.',
    deleted: 'Étiquette supprimée.',
    assigned: 'Étiquettes attribuées.',
    removed: 'Étiquettes retirées.',
  },
}

export const strings = { routes, messages }
