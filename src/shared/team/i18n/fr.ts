/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  manageTeam: 'Équipe',
}

export const strings = { routes }
