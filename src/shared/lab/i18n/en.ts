/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin_machineLab: 'Machine Lab',
}

export const strings = { routes }
