import type { MessageTranslationsOf } from '../../message-format'
import type { billingMessages } from '../messages'

const billing = {
  commands: {
    openPortal: 'Ouvrir le portail de facturation',
    acceptTerms: 'Accepter les conditions',
  },
  reason: {
    termsAccepted: 'Les conditions actuelles sont déjà acceptées',
    termsLoading: 'Les conditions sont en cours de chargement',
  },
  portal: {
    opening: 'Ouverture du portail de facturation…',
    failed: 'Le portail de facturation n’a pas pu être ouvert.',
  },
  local: {
    title: 'Portail de facturation : fournisseur de test local',
    notice: 'Cette console utilise le fournisseur de test local : il garde ces données dans sa propre base et aucun argent réel ne circule.',
    cards: 'Cartes',
    noCards: 'Aucune carte enregistrée.',
    card: '{{brand}} se terminant par {{last4}}',
    expires: 'Expire {{month}}/{{year}}',
    default: 'Par défaut',
    payments: 'Paiements et factures',
    paymentsCaption: 'Tous les paiements de ce compte, du plus récent au plus ancien',
    noPayments: 'Aucun paiement pour l’instant.',
    back: 'Retour à la console',
  },
  callback: {
    title: 'Retour à la console',
    failed: 'Ce retour n’a pas pu être finalisé',
    missing: 'Il manque l’état de ce lien. Veuillez recommencer depuis la console.',
    toWallet: 'Aller au portefeuille',
    home: 'Aller à la page d’accueil',
  },
  terms: {
    title: 'Conditions d’utilisation',
    intro: 'Veuillez lire les conditions actuelles (version {{version}}) et les accepter pour continuer à utiliser la console.',
    text: 'Les conditions d’utilisation, version {{version}}',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  billingPortal: 'Portail de facturation',
  billingPortal_local: 'Portail de facturation (fournisseur de test local)',
  callback: 'Retour à la console',
}

const messages: MessageTranslationsOf<{ billing: typeof billingMessages }> = {
  billing: {
    paykickstart_not_configured: 'Le portail de facturation PayKickStart n’est pas encore configuré pour cet espace. Veuillez contacter le support.',
    state_invalid: 'Ce lien de retour ne correspond à aucune démarche que vous avez commencée. Veuillez recommencer depuis la console.',
    state_expired: 'Ce lien de retour a expiré. Veuillez recommencer depuis la console.',
    state_used: 'Ce lien de retour a déjà été utilisé. Veuillez recommencer depuis la console.',
    portal_returned: 'Bon retour depuis le portail de facturation. Votre portefeuille montre vos cartes et paiements tels qu’ils sont maintenant.',
    terms_outdated: 'Ce ne sont pas les conditions actuelles. Veuillez lire les conditions actuelles et les accepter.',
  },
}

export const strings = { billing, routes, messages }
