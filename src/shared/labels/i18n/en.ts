const labels = {
  commands: { create: 'Create label', rename: 'Rename a label…', renameNamed: 'Rename label: {{name}}', delete: 'Delete a label…', deleteNamed: 'Delete label: {{name}}' },
  reason: { onLabels: 'Only on the custom labels page', noLabels: 'No labels yet' },
  confirmDelete: 'Delete the label {{name}}? It is taken off every result that carries it.',
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_customLabels: 'Custom labels',
}

export const strings = { labels, routes }
