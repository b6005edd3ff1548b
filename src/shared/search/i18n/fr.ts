import type { MessageTranslationsOf } from '../../message-format'
import type { locationMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch: 'Recherche de prospects',
  leadSearch_newSearch: 'Nouvelle recherche',
  leadSearch_list_newSearch: 'Nouvelle recherche dans la liste',
}

const messages: MessageTranslationsOf<{ locations: typeof locationMessages }> = {
  locations: {
    country_required: 'Le pays est obligatoire.',
    unknown_country: 'Pays inconnu.',
    state_required: 'L’État ou la région est obligatoire.',
    unknown_state: 'État ou région inconnu.',
    city_required: 'La ville est obligatoire.',
    unknown_city: 'Ville inconnue.',
  },
}

export const strings = { routes, messages }
