import type { MessageTranslationsOf } from '../../message-format'
import type { locationMessages } from '../messages'

/** La ligne de coût du formulaire de nouvelle recherche et sa recharge. */
const search = {
  cost: {
    label: 'Ce que coûte cette recherche',
    atMost: 'Au plus',
    balance: 'Votre solde',
    after: 'Solde après',
    loading: 'Chargement de votre solde…',
    credits: { one: '{{count}} crédit', other: '{{count}} crédits' },
    rule: { one: '{{count}} crédit par résultat avec des coordonnées ; les résultats sans coordonnées ne coûtent rien.', other: '{{count}} crédits par résultat avec des coordonnées ; les résultats sans coordonnées ne coûtent rien.' },
    short: { one: 'Votre solde couvre {{count}} résultat sur les {{limit}} demandés : la recherche s’arrête là.', other: 'Votre solde couvre {{count}} résultats sur les {{limit}} demandés : la recherche s’arrête là.' },
    empty: 'Votre solde ne couvre pas un seul résultat. Rechargez pour rechercher.',
    detail: 'Au plus {{cost}} · {{after}} restants ensuite',
    detailShort: 'Au plus {{cost}} · seulement {{balance}} disponibles',
  },
  fewer: {
    title: 'Rechercher moins de résultats ?',
    message: { one: 'Vos {{balance}} couvrent {{count}} résultat sur les {{limit}} demandés. La recherche s’arrête là ; rechargez pour en obtenir plus.', other: 'Vos {{balance}} couvrent {{count}} résultats sur les {{limit}} demandés. La recherche s’arrête là ; rechargez pour en obtenir plus.' },
    yes: { one: 'Rechercher {{count}} résultat', other: 'Rechercher {{count}} résultats' },
  },
  reason: { noCredits: 'Pas assez de crédits pour un résultat : rechargez d’abord' },
}

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

export const strings = { search, routes, messages }
