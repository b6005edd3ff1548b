import type { MessageTranslationsOf } from '../../message-format'
import type { locationMessages } from '../messages'

/** La línea de coste del formulario de nueva búsqueda y su recarga. */
const search = {
  cost: {
    label: 'Lo que cuesta esta búsqueda',
    atMost: 'Como máximo',
    balance: 'Tu saldo',
    after: 'Saldo después',
    loading: 'Cargando tu saldo…',
    credits: { one: '{{count}} crédito', other: '{{count}} créditos' },
    rule: { one: '{{count}} crédito por resultado con datos de contacto; los resultados sin ellos no cuestan nada.', other: '{{count}} créditos por resultado con datos de contacto; los resultados sin ellos no cuestan nada.' },
    short: { one: 'Tu saldo cubre {{count}} resultado de los {{limit}} pedidos: la búsqueda se detiene ahí.', other: 'Tu saldo cubre {{count}} resultados de los {{limit}} pedidos: la búsqueda se detiene ahí.' },
    empty: 'Tu saldo no cubre ni un resultado. Recarga para buscar.',
    detail: 'Como máximo {{cost}} · quedan {{after}}',
    detailShort: 'Como máximo {{cost}} · solo hay {{balance}}',
  },
  fewer: {
    title: '¿Buscar menos resultados?',
    message: { one: 'Tus {{balance}} cubren {{count}} resultado de los {{limit}} pedidos. La búsqueda se detiene ahí; recarga para obtener más.', other: 'Tus {{balance}} cubren {{count}} resultados de los {{limit}} pedidos. La búsqueda se detiene ahí; recarga para obtener más.' },
    yes: { one: 'Buscar {{count}} resultado', other: 'Buscar {{count}} resultados' },
  },
  reason: { noCredits: 'No hay créditos suficientes para un resultado: recarga primero' },
}

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

export const strings = { search, routes, messages }
