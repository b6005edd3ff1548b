import type { MessageTranslationsOf } from '../../message-format'
import type { labelMessages } from '../messages'

const labels = {
  commands: { create: 'Label anlegen', rename: 'Label umbenennen…', renameNamed: 'Label umbenennen: {{name}}', delete: 'Label löschen…', deleteNamed: 'Label löschen: {{name}}' },
  reason: { onLabels: 'Nur auf der Seite der eigenen Labels', noLabels: 'Noch keine Labels' },
  confirmDelete: 'Das Label {{name}} löschen? Es wird von allen Ergebnissen entfernt, die es tragen.',
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_customLabels: 'Eigene Labels',
}

const messages: MessageTranslationsOf<{ labels: typeof labelMessages }> = {
  labels: {
    name_taken: 'Dieser Name wird bereits verwendet.',
    created: 'Label erstellt.',
    saved: 'Label gespeichert.',
    deleted: 'Label gelöscht.',
    assigned: 'Labels zugewiesen.',
    removed: 'Labels entfernt.',
  },
}

export const strings = { labels, routes, messages }
