import type { MessageTranslationsOf } from '../../message-format'
import type { labelMessages } from '../messages'

const labels = {
  commands: { create: 'Crear etiqueta', rename: 'Renombrar una etiqueta…', renameNamed: 'Renombrar etiqueta: {{name}}', delete: 'Eliminar una etiqueta…', deleteNamed: 'Eliminar etiqueta: {{name}}' },
  reason: { onLabels: 'Solo en la página de etiquetas personalizadas', noLabels: 'Aún no hay etiquetas' },
  confirmDelete: '¿Eliminar la etiqueta {{name}}? Se quitará de todos los resultados que la llevan.',
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_customLabels: 'Etiquetas personalizadas',
}

const messages: MessageTranslationsOf<{ labels: typeof labelMessages }> = {
  labels: {
    name_taken: 'Este nombre ya está en uso.',
    created: 'Etiqueta creada.',
    saved: 'Etiqueta guardada.',
    deleted: 'Etiqueta eliminada.',
    assigned: 'Etiquetas asignadas.',
    removed: 'Etiquetas quitadas.',
  },
}

export const strings = { labels, routes, messages }
