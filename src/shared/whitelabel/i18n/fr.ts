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
    // E: SMTP, webhook, e-mail templates, training, partners
    smtp_app_password: 'Un mot de passe d’application SMTP compte 16 caractères.',
    smtp_unavailable: 'SMTP n’est pas disponible sans les informations SMTP.',
    smtp_password_required: 'Saisissez le mot de passe SMTP.',
    smtp_host_refused: 'Ce serveur SMTP ne peut pas être utilisé.',
    smtp_saved: 'Informations SMTP enregistrées.',
    smtp_test_sent: 'Un e-mail de test a été envoyé à {{email}}.',
    smtp_test_failed: 'Le serveur SMTP n’a pas accepté l’e-mail de test : {{reason}}',
    webhook_saved: 'Webhook enregistré.',
    webhook_missing: 'Configurez d’abord le webhook.',
    delivery_not_found: 'Cette livraison n’existe pas.',
    webhook_redelivered: 'L’événement a été livré à nouveau.',
    webhook_redelivery_failed: 'Le destinataire n’a pas accepté l’événement : {{reason}}',
    template_not_found: 'Aucun modèle d’e-mail ne s’appelle « {{name}} ».',
    template_unknown_variable: 'Ce modèle n’a pas de variable « {{variable}} ».',
    template_saved: 'Modèle d’e-mail enregistré.',
    template_reset: 'Le modèle d’e-mail reprend son texte par défaut.',
    course_not_found: 'Ce cours n’existe pas.',
    page_not_found: 'Cette page n’existe pas.',
    course_saved: 'Cours « {{title}} » enregistré.',
    course_deleted: 'Cours « {{title}} » supprimé.',
    page_saved: 'Page « {{title}} » enregistrée.',
    page_deleted: 'Page « {{title}} » supprimée.',
    partner_not_found: 'Ce partenaire n’existe pas.',
    partner_saved: 'Partenaire « {{name}} » enregistré.',
    partner_deleted: 'Partenaire « {{name}} » supprimé.',
  },
}

export const strings = { routes, messages }
