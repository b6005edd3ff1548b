import { placeCategories as categories } from '../../leads/categories'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch: 'Lead search',
  leadSearch_newSearch: 'New search',
  leadSearch_list_newSearch: 'New search in list',
}

/** The place categories by id, as src/shared/leads/categories.ts words them. */
const placeCategories: Record<string, string> = Object.fromEntries(categories.map((category) => [category.id, category.label]))

export const strings = { routes, placeCategories }
