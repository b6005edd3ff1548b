/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  billingPortal: 'Billing portal',
  callback: 'Returning to the console',
}

export const strings = { routes }
