/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin_machineLab: 'Labo des machines',
}

export const strings = { routes }
