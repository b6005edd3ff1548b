/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin_machineLab: 'Maschinenlabor',
}

export const strings = { routes }
