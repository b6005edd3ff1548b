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

// A: brand and domains
const wlBrand = {
  frame: { title: 'Assistance' },
}

const messages: MessageTranslationsOf<{ whitelabel: typeof whitelabelMessages }> = {
  whitelabel: {
    customer_elsewhere: 'Cette adresse e-mail appartient à un compte qui n’est pas l’un de vos clients.',
    // A: brand and domains
    business_account_saved: 'Compte entreprise enregistré.',
    image_uploaded: 'Image téléversée.',
    image_removed: 'Image supprimée.',
    domain_added: 'Domaine ajouté. Ajoutez l’enregistrement DNS indiqué, puis vérifiez le domaine.',
    domain_verified: 'Domaine vérifié.',
    domain_not_verified: 'L’enregistrement DNS est introuvable pour l’instant. La propagation des changements DNS peut prendre du temps : réessayez plus tard.',
    domain_removed: 'Domaine supprimé.',
  },
}

export const strings = { routes, messages, wlBrand }
