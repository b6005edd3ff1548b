import type { MessageTranslationsOf } from '../../message-format'
import type { locationMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch: 'Búsqueda de leads',
  leadSearch_newSearch: 'Nueva búsqueda',
  leadSearch_list_newSearch: 'Nueva búsqueda en la lista',
}

const messages: MessageTranslationsOf<{ locations: typeof locationMessages }> = {
  locations: {
    country_required: 'El país es obligatorio.',
    unknown_country: 'País desconocido.',
    state_required: 'El estado o la provincia es obligatorio.',
    unknown_state: 'Estado o provincia desconocido.',
    city_required: 'La ciudad es obligatoria.',
    unknown_city: 'Ciudad desconocida.',
  },
}

export const strings = { routes, messages }
