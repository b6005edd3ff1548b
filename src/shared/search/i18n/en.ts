/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch: 'Lead search',
  leadSearch_newSearch: 'New search',
  leadSearch_list_newSearch: 'New search in list',
}

export const strings = { routes }
