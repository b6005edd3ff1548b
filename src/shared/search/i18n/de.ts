import type { MessageTranslationsOf } from '../../message-format'
import type { locationMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch: 'Lead-Suche',
  leadSearch_newSearch: 'Neue Suche',
  leadSearch_list_newSearch: 'Neue Suche in der Liste',
}

const messages: MessageTranslationsOf<{ locations: typeof locationMessages }> = {
  locations: {
    country_required: 'Das Land ist erforderlich.',
    unknown_country: 'Unbekanntes Land.',
    state_required: 'Das Bundesland bzw. die Region ist erforderlich.',
    unknown_state: 'Unbekanntes Bundesland bzw. unbekannte Region.',
    city_required: 'Die Stadt ist erforderlich.',
    unknown_city: 'Unbekannte Stadt.',
  },
}

export const strings = { routes, messages }
