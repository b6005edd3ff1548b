import type { MessageTranslationsOf } from '../../message-format'
import type { locationMessages } from '../messages'

/** Die Kostenzeile des Formulars für eine neue Suche und ihr Aufladen. */
const search = {
  cost: {
    label: 'Was diese Suche kostet',
    atMost: 'Höchstens',
    balance: 'Ihr Kontostand',
    after: 'Kontostand danach',
    loading: 'Ihr Kontostand wird geladen…',
    credits: { one: '{{count}} Credit', other: '{{count}} Credits' },
    rule: { one: '{{count}} Credit pro Ergebnis mit Kontaktdaten; Ergebnisse ohne Kontaktdaten kosten nichts.', other: '{{count}} Credits pro Ergebnis mit Kontaktdaten; Ergebnisse ohne Kontaktdaten kosten nichts.' },
    short: { one: 'Ihr Kontostand reicht für {{count}} der {{limit}} gewünschten Ergebnisse: Dort endet die Suche.', other: 'Ihr Kontostand reicht für {{count}} der {{limit}} gewünschten Ergebnisse: Dort endet die Suche.' },
    empty: 'Ihr Kontostand reicht für kein einziges Ergebnis. Laden Sie auf, um zu suchen.',
    detail: 'Höchstens {{cost}} · danach {{after}} übrig',
    detailShort: 'Höchstens {{cost}} · nur {{balance}} verfügbar',
  },
  fewer: {
    title: 'Nach weniger Ergebnissen suchen?',
    message: { one: 'Ihre {{balance}} reichen für {{count}} der {{limit}} gewünschten Ergebnisse. Danach endet die Suche; laden Sie auf, um mehr zu erhalten.', other: 'Ihre {{balance}} reichen für {{count}} der {{limit}} gewünschten Ergebnisse. Danach endet die Suche; laden Sie auf, um mehr zu erhalten.' },
    yes: { one: '{{count}} Ergebnis suchen', other: '{{count}} Ergebnisse suchen' },
  },
  reason: { noCredits: 'Nicht genug Credits für ein Ergebnis: Laden Sie zuerst auf' },
}

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

export const strings = { search, routes, messages }
