import type { MessageTranslationsOf } from '../../message-format'
import type { labelMessages } from '../messages'

const labels = {
  commands: { create: 'Créer l’étiquette', rename: 'Renommer une étiquette…', renameNamed: 'Renommer l’étiquette : {{name}}', delete: 'Supprimer une étiquette…', deleteNamed: 'Supprimer l’étiquette : {{name}}' },
  reason: { onLabels: 'Uniquement sur la page des étiquettes personnalisées', noLabels: 'Aucune étiquette pour l’instant' },
  confirmDelete: 'Supprimer l’étiquette {{name}} ? Elle sera retirée de tous les résultats qui la portent.',
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_customLabels: 'Libellés personnalisés',
}

const messages: MessageTranslationsOf<{ labels: typeof labelMessages }> = {
  labels: {
    name_taken: 'Ce nom est déjà utilisé.',
    created: 'Étiquette créée.',
    saved: 'Étiquette enregistrée.',
    deleted: 'Étiquette supprimée.',
    assigned: 'Étiquettes attribuées.',
    removed: 'Étiquettes retirées.',
  },
}

export const strings = { labels, routes, messages }
