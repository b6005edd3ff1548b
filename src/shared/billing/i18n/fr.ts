/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  billingPortal: 'Portail de facturation',
  callback: 'Retour à la console',
}

export const strings = { routes }
