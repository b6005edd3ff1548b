/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_customLabels: 'Custom labels',
}

export const strings = { routes }
