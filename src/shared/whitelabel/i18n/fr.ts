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
    // Part C: payments for the reseller's sales.
    stripe_not_configured: 'Stripe Connect n’est pas configuré sur ce serveur.',
    stripe_not_connected: 'Connectez votre compte Stripe avant de vendre avec Stripe.',
    stripe_state_invalid: 'Ce lien de connexion Stripe a expiré ou a déjà servi. Recommencez.',
    stripe_connect_refused: 'Stripe a refusé la connexion. Recommencez.',
    package_not_on_provider: 'Publiez ce forfait avant de le vendre avec votre prestataire de paiement.',
    billing_unsupported: 'Votre prestataire de paiement ne peut pas le faire ici ; faites-le dans son propre tableau de bord.',
    provider_unavailable: 'Le prestataire de paiement est injoignable. Réessayez dans un instant.',
    paykickstart_secret_missing: 'Saisissez votre secret PayKickStart avant de choisir PayKickStart.',
    webhook_signature: 'La signature de cet envoi ne se vérifie pas.',
  },
}

export const strings = { routes, messages }
