import type { MessageTranslationsOf } from '../../message-format'
import type { whitelabelMessages } from '../messages'
/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  whitelabel_upgrade: 'Passer en marque blanche',
  whitelabel: 'Marque blanche',
  whitelabel_businessAccount: 'Compte professionnel',
  whitelabel_packages: 'Offres',
  whitelabel_packageCreate: 'Nouvelle offre',
  whitelabel_packageEdit: "Modifier l'offre",
  whitelabel_packageSalesSettings: "Paramètres de vente de l'offre",
  whitelabel_subscriptions: 'Abonnements',
  whitelabel_subscriptionCreate: 'Ajouter un compte',
  whitelabel_subscriptionEdit: "Modifier l'abonnement",
  whitelabel_usageHistory: "Historique d'utilisation",
  whitelabel_stripe: 'Prestataire de paiement',
  whitelabel_stripeCallback: 'Connexion au prestataire de paiement',
  whitelabel_customLinks: 'Liens personnalisés',
  whitelabel_smtp: 'SMTP',
  whitelabel_webhook: "Webhooks d'abonnement",
  whitelabel_emailTemplates: "Modèles d'e-mail",
  whitelabel_training: 'Formation des clients',
  whitelabel_trainingCourse: 'Cours pour les clients',
  whitelabel_trainingPageCreate: 'Nouvelle page de cours',
  whitelabel_trainingPageEdit: 'Modifier la page de cours',
  whitelabel_partners: 'Partenaires du revendeur',
  whitelabel_partnerCreate: 'Nouveau partenaire du revendeur',
  whitelabel_partnerEdit: 'Modifier le partenaire du revendeur',
  whitelabel_resources: 'Ressources',
}

const messages: MessageTranslationsOf<{ whitelabel: typeof whitelabelMessages }> = {
  whitelabel: {
    customer_elsewhere: 'Cette adresse e-mail appartient à un compte qui n’est pas l’un de vos clients.',
    // D: subscriptions
    subscription_paused: 'L’abonnement de ce compte est en pause ou terminé. Contactez votre fournisseur pour retrouver l’accès.',
    subscription_not_allowed: 'Cet abonnement ne peut pas être modifié ainsi tant qu’il est à l’état {{status}}.',
    subscription_changed: 'Cet abonnement a été modifié entre-temps. Rechargez-le et réessayez.',
    provider_refused: 'Le prestataire de paiement de cet abonnement n’a pas pu effectuer la modification.',
    package_unknown: 'Choisissez l’un de vos forfaits.',
    expiry_past: 'L’échéance doit être dans le futur.',
    inbound_secret: 'Le secret entrant est absent ou incorrect.',
    customer_unknown: 'Aucun de vos abonnements n’appartient à cette adresse e-mail.',
  },
}

export const strings = { routes, messages }
