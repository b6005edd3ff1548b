import { wlPackages } from './packages-fr'
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
  // B: packages and sales pages
  whitelabel_salesPage: 'Page de vente',
}

const messages: MessageTranslationsOf<{ whitelabel: typeof whitelabelMessages }> = {
  whitelabel: {
    customer_elsewhere: 'Cette adresse e-mail appartient à un compte qui n’est pas l’un de vos clients.',
    // B: packages and sales pages
    price_per_credit: 'Le prix de vente par crédit doit être supérieur à {{cents}} centimes.',
    plan_unavailable: 'Ce forfait n’est pas disponible pour les revendeurs.',
    business_incomplete: 'La page de vente ne peut pas être créée avant que le formulaire du compte entreprise soit complet.',
    sales_closed: 'Cette page de vente ne prend pas de commandes.',
    price_unavailable: 'Ce prix n’est pas proposé pour ce pack.',
    option_unknown: 'Choisissez l’une des options proposées.',
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

export const strings = { routes, messages, wlPackages }
