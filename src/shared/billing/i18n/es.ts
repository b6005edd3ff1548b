/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  billingPortal: 'Portal de facturación',
  callback: 'Volviendo a la consola',
}

export const strings = { routes }
