/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  billingPortal: 'Abrechnungsportal',
  callback: 'Zurück zur Konsole',
}

export const strings = { routes }
