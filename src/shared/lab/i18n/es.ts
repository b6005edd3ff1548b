/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin_machineLab: 'Laboratorio de máquinas',
}

export const strings = { routes }
