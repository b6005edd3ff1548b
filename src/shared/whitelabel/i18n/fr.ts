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
  frame: {
    title: 'Assistance',
  },
  page: {
    title: 'Compte entreprise',
    lead: 'Votre marque : le nom, les couleurs, les images et le script que vos clients voient sur vos domaines.',
    loading: 'Chargement du compte entreprise…',
  },
  fields: {
    name: 'Nom de l’entreprise',
    content: 'Texte de la page de connexion',
    login_page_bg_color: 'Couleur de fond de la page de connexion',
    sidebar_background_color: 'Couleur de fond de la barre latérale',
    button_color: 'Couleur des boutons',
    secondary_color: 'Couleur secondaire',
    text_color: 'Couleur du texte',
    heading_color: 'Couleur des titres',
    colourHint: 'Une couleur hexadécimale comme #573BFF.',
    script: 'Script personnalisé',
    scriptHint: 'Du HTML ou un script (un chat, des statistiques). Il ne s’exécute que sur les pages de vos clients, isolé de leur session.',
    crms: 'CRM proposés',
    crmsHint: 'Séparés par des virgules.',
    support_url: 'URL d’assistance',
    show_training_center: 'Afficher le centre de formation',
  },
  images: {
    title: 'Logo et favicon',
    lead: 'Formats d’image acceptés : {{formats}}. Jusqu’à {{size}} Mo chacun.',
    logo: 'Logo',
    favicon: 'Favicon',
    none: 'Aucun pour l’instant',
  },
  domains: {
    title: 'Domaines personnalisés',
    lead: 'Ajoutez un domaine, créez l’enregistrement DNS indiqué, puis vérifiez-le. Les domaines vérifiés affichent votre marque et inscrivent les clients chez vous.',
    domain: 'Domaine',
    status: 'État',
    record: 'Enregistrement DNS',
    actions: 'Actions',
    empty: 'Aucun domaine personnalisé pour l’instant.',
    txt: 'TXT {{name}} = {{value}}',
    cname: 'ou CNAME vers {{target}}',
    statuses: {
      pending: 'DNS en attente',
      validating: 'Validation en cours',
      active: 'Actif',
    },
    removeNamed: 'Supprimer {{domain}}',
    removeMessage: 'Le domaine cesse aussitôt d’afficher votre marque et son certificat n’est plus renouvelé.',
  },
  commands: {
    save: 'Enregistrer le compte entreprise',
    addDomain: 'Ajouter le domaine',
    verifyDomain: 'Vérifier',
    removeDomain: 'Supprimer',
    upload_logo: 'Téléverser un logo',
    upload_favicon: 'Téléverser un favicon',
    remove_logo: 'Supprimer le logo',
    remove_favicon: 'Supprimer le favicon',
  },
  reason: {
    openPage: 'Ouvrez la page du compte entreprise',
    noImage: 'Aucune image à supprimer',
    noDomain: 'Aucun domaine pour l’instant',
    focusDomain: 'Placez-vous d’abord sur un domaine',
  },
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
