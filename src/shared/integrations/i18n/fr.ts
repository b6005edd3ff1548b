import type { MessageTranslationsOf } from '../../message-format'
import type { integrationMessages } from '../messages'

/** Paramètres → Intégrations (CRM, correspondance des champs, webhooks, clé GPT, Zapier), la page des clés API et les commandes d'envoi. */
const integrations = {
  commands: {
    sendCrm: 'Envoyer au CRM…', sendWebhook: 'Envoyer au webhook…',
    connect: 'Connecter un CRM…', connectNamed: 'Connecter {{crm}}', disconnect: 'Déconnecter un CRM…', disconnectNamed: 'Déconnecter {{crm}}',
    webhook: {
      test: 'Envoyer un test à un webhook…', testNamed: 'Tester le webhook : {{name}}', enable: 'Activer un webhook…', enableNamed: 'Activer le webhook : {{name}}',
      disable: 'Désactiver un webhook…', disableNamed: 'Désactiver le webhook : {{name}}', reveal: 'Afficher les secrets d’un webhook…', revealNamed: 'Afficher les secrets : {{name}}',
      delete: 'Supprimer un webhook…', deleteNamed: 'Supprimer le webhook : {{name}}',
      create: 'Créer le webhook', edit: 'Modifier un webhook…', editNamed: 'Modifier le webhook : {{name}}',
    },
    apiKeyCreate: 'Nouvelle clé API', apiKeyRevoke: 'Révoquer une clé API…', apiKeyRevokeNamed: 'Révoquer la clé API : {{name}}',
    apiKeyRename: 'Renommer une clé API…', apiKeyRenameNamed: 'Renommer la clé API : {{name}}', saveMapping: 'Enregistrer la correspondance des champs CRM', resetMapping: 'Réinitialiser la correspondance des champs CRM', saveGpt: 'Enregistrer les réglages GPT', removeGpt: 'Supprimer la clé GPT',
  },
  send: {
    all: '{{target}} : toute la liste ({{count}})', filter: '{{target}} : les résultats filtrés', selection: { one: '{{target}} : le {{count}} résultat sélectionné', other: '{{target}} : les {{count}} résultats sélectionnés' },
    listWebhook: 'Le webhook de la liste', chooseCrm: 'Envoyer à quel CRM ?', chooseWebhook: 'Envoyer à quel webhook ?', cancel: 'Annuler',
  },
  reason: {
    emptyList: 'La liste n’a pas encore de contacts', noCrm: 'Connectez d’abord un CRM (Paramètres, Intégrations)', onCrmPage: 'Uniquement sur la page des intégrations CRM',
    onWebhookList: 'Uniquement sur la liste des webhooks', onApiKeys: 'Uniquement sur la page des clés API',
    onFields: 'Uniquement sur la page des champs CRM', mappingNotSaved: 'La correspondance est déjà celle par défaut', noGptKey: 'Aucune clé GPT enregistrée', onWebhookCreate: 'Uniquement sur la page de nouveau webhook', noWebhooks: 'Aucun webhook pour l’instant',
  },
  status: { unsent: 'Non envoyé', sending: 'Envoi au CRM', sent: 'Envoyé' },
  noListWebhook: 'La liste sélectionnée n’a pas de webhook ; configurez-le avant de continuer.',
  tabs: { label: 'Pages d’intégration', crm: 'CRM', crmFields: 'Champs du CRM', webhook: 'Nouveau webhook', webhookList: 'Webhooks' },
  crm: {
    title: 'Intégrations CRM', lead: 'Connectez un CRM, puis envoyez-lui n’importe quelle liste, filtre ou sélection depuis la page de la liste (Maj+C).',
    connected: 'Connecté', notConnected: 'Non connecté', needsReconnect: 'Reconnexion nécessaire', notConfigured: 'Non configuré sur ce serveur',
    account: 'Compte : {{label}}', lastError: 'Dernière erreur : {{error}}',
    oauth: 'Connexion sur le CRM (OAuth)', apiKeyKind: 'Se connecte avec une clé API', restHooks: 'Se connecte depuis Zapier',
    grooveKey: 'Clé API Groove', connectGroove: 'Connecter Groove', redirecting: 'Ouverture de {{crm}}…',
    zapierLead: 'Zapier se connecte de son côté : ouvrez le lien d’invitation, ajoutez cette application à un Zap et donnez-lui l’une de vos clés API.',
    zapierInvite: 'Ouvrir le lien d’invitation Zapier', zapierNoInvite: 'Aucun lien d’invitation Zapier n’est configuré sur ce serveur.',
    zapierZaps: 'Zaps actifs : {{count}}', apiKeysLink: 'Gérer les clés API',
  },
  gpt: {
    title: 'Clé API GPT', lead: 'Les outils d’IA utilisent ce point d’accès compatible OpenAI (OpenAI, un Ollama ou vLLM local). Sans clé, ils utilisent le rédacteur de modèles intégré.',
    baseUrl: 'URL de base', model: 'Modèle', apiKey: 'Clé API', keepKey: 'Clé enregistrée {{hint}} : laissez vide pour la conserver', save: 'Enregistrer les réglages GPT',
    remove: 'Supprimer la clé', saved: 'Enregistré.', none: 'Aucune clé enregistrée.',
    confirmRemove: 'Supprimer la clé GPT enregistrée ? Les outils d’IA reviennent au rédacteur de modèles intégré.',
  },
  fields: {
    title: 'Correspondance des champs du CRM', lead: 'Choisissez quel champ du CRM chaque champ du contact remplit. L’e-mail et le téléphone sont toujours envoyés : le CRM reconnaît les contacts grâce à eux.',
    crm: 'CRM', leadField: 'Champ du contact {{n}}', crmField: 'Champ du CRM {{n}}', add: 'Ajouter un champ', remove: 'Retirer le champ {{n}}', save: 'Enregistrer la correspondance',
    reset: 'Revenir à la valeur par défaut', notSaved: 'Ceci est la correspondance par défaut ; l’enregistrer la rend vôtre.', customError: 'Impossible de lire les champs personnalisés : {{error}}',
    confirmReset: 'Rétablir la correspondance des champs de {{crm}} par défaut ? Votre correspondance sera supprimée.',
    zapierHint: 'Noms de champ Zapier : une lettre, puis des lettres, chiffres ou traits de soulignement.', saved: 'Enregistré.', choose: 'Choisir…',
  },
  leadFields: {
    name: 'Nom', first_name: 'Prénom', last_name: 'Nom de famille', email: 'E-mail', phone: 'Téléphone', website: 'Site web', domain: 'Domaine', company: 'Entreprise',
    position: 'Poste', department: 'Service', seniority: 'Niveau', linkedin_url: 'URL LinkedIn', street: 'Rue', city: 'Ville', state: 'Région',
    postal_code: 'Code postal', country: 'Pays', category: 'Catégorie', industry: 'Secteur', size: 'Taille', employee_count: 'Employés', revenue: 'Chiffre d’affaires',
    rating: 'Note', reviews: 'Avis', platform: 'Plateforme', username: 'Nom d’utilisateur', followers: 'Abonnés', engagement_rate: 'Taux d’engagement',
    topic: 'Sujet', score: 'Score', labels: 'Libellés', list_name: 'Nom de la liste', list_type: 'Type de liste',
  },
  webhook: {
    createTitle: 'Nouveau webhook', createLead: 'Les contacts envoyés à un webhook sont transmis en POST au format JSON, signés avec les en-têtes Standard Webhooks et accompagnés de votre secret dans l’en-tête Authorization-Token.',
    name: 'Nom', url: 'URL', secret: 'Secret (Authorization-Token)', secretHint: 'Laissez vide pour en générer un.', events: 'Événements',
    eventNames: { lead_sent: 'Contact envoyé depuis une liste', lead_found: 'Contact trouvé par un pilote automatique ou un workflow' },
    create: 'Créer le webhook', created: 'Webhook créé. Copiez les secrets maintenant ; vous pourrez les réafficher depuis la liste des webhooks.',
    secretLabel: 'Authorization-Token', signingSecret: 'Secret de signature (webhook-signature)', toList: 'Voir tous les webhooks',
    listTitle: 'Webhooks', listLead: 'Les destinations auxquelles vos listes peuvent être envoyées. Une destination qui répond 410 Gone est désactivée jusqu’à ce que vous la réactiviez.',
    empty: 'Aucun webhook pour l’instant.', newWebhook: 'Nouveau webhook',
    columns: { name: 'Nom', url: 'URL', events: 'Événements', status: 'État', actions: 'Actions' },
    status: { active: 'Actif', disabled: 'Désactivé' },
    secretsOf: 'Secrets de {{name}}', hide: 'Masquer les secrets',
    editTitle: 'Modifier {{name}}', secretKeepHint: 'Laissez vide pour garder l’actuel.', save: 'Enregistrer le webhook',
    confirmDelete: 'Supprimer le webhook {{name}} ?', disabledBecause: 'Désactivé : {{reason}}',
  },
  callback: { title: 'Connexion de votre CRM…', failed: 'Le CRM n’a pas pu être connecté.', missing: 'Le CRM n’a renvoyé aucun code.', back: 'Retour aux intégrations CRM' },
  apiKeys: {
    title: 'Clés API', lead: 'Une clé API permet à Zapier et à vos scripts d’agir pour votre compte. Elle n’est affichée qu’une fois ; nous n’en gardons qu’une empreinte.',
    name: 'Nom de la clé', create: 'Créer la clé', shownOnce: 'Copiez votre clé maintenant : elle n’est affichée qu’une seule fois.', newKey: 'Votre nouvelle clé API', empty: 'Aucune clé API pour l’instant.',
    scope: 'Accès', scopes: { read: 'Lecture seule', read_write: 'Lecture et écriture' },
    columns: { name: 'Nom', scope: 'Accès', prefix: 'Clé', created: 'Créée', lastUsed: 'Dernière utilisation', revoked: 'Révoquée', actions: 'Actions' },
    never: 'Jamais', notRevoked: 'Active', confirmRevoke: 'Révoquer la clé {{name}} ? Tout ce qui l’utilise cessera de fonctionner.',
    renameTitle: 'Renommer {{name}}', saveName: 'Enregistrer le nom',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  crmCallback: 'Connexion au CRM',
  settings_integration: 'Intégrations',
  settings_integration_crm: 'Intégrations CRM',
  settings_integration_crmFields: 'Champs du CRM',
  settings_integration_webhook: 'Nouveau webhook',
  settings_integration_webhookList: 'Webhooks',
}

const messages: MessageTranslationsOf<{ integrations: typeof integrationMessages }> = {
  integrations: {
    no_list_webhook: 'La liste sélectionnée n’a pas de webhook ; configurez-le avant de continuer.',
    invalid_state: 'Cette demande de connexion n’est pas valide ou a expiré. Veuillez vous reconnecter.',
    not_configured: 'Ce CRM n’est pas configuré sur ce serveur.',
    not_connected: 'Connectez d’abord ce CRM.',
    needs_reconnect: 'Le CRM a refusé notre accès. Veuillez le reconnecter.',
    connect_refused: 'Le CRM n’a pas accepté la connexion ({{reason}}).',
    crm_unreachable: 'Le CRM est injoignable. Veuillez réessayer.',
    api_key_rejected: 'Le CRM a refusé cette clé API.',
    zapier_connects_from_zapier: 'Zapier se connecte depuis Zapier : ouvrez le lien d’invitation et utilisez l’une de vos clés API.',
    zapier_no_subscriptions: 'Aucun Zap n’est encore abonné. Activez d’abord un Zap qui utilise cette application.',
    webhook_disabled: 'Ce webhook est désactivé. Activez-le avant d’envoyer.',
    webhook_gone: 'Le point de terminaison a répondu 410 Gone : le webhook a été désactivé.',
    no_email: 'Le lead n’a pas d’adresse e-mail permettant de retrouver un contact.',
    no_email_or_phone: 'Le lead n’a ni adresse e-mail ni téléphone permettant de retrouver un contact.',
    crm_connected: 'CRM connecté.',
    crm_disconnected: 'CRM déconnecté.',
    mapping_saved: 'Correspondance des champs enregistrée.',
    mapping_reset: 'Correspondance des champs rétablie par défaut.',
    gpt_saved: 'Réglages GPT enregistrés.',
    gpt_removed: 'Réglages GPT supprimés.',
    webhook_created: 'Webhook créé.',
    webhook_saved: 'Webhook enregistré.',
    webhook_deleted: 'Webhook supprimé.',
    webhook_test_delivered: 'Test remis ({{status}}).',
    webhook_test_failed: 'Le test a échoué : {{reason}}',
    api_key_created: 'Clé API créée. Copiez-la maintenant : elle n’est affichée qu’une fois.',
    api_key_saved: 'Clé API enregistrée.',
    api_key_revoked: 'Clé API révoquée.',
    api_key_read_only: "Cette clé API ne peut que lire. Utilisez une clé en lecture et écriture pour modifier des données.",
    api_key_not_here: "Une clé API ne peut pas faire cela. Connectez-vous plutôt à la console.",
    api_key_rate_limited: "Trop de requêtes avec cette clé API. Réessayez dans {{seconds}} secondes.",
    unsubscribed: 'Désabonné.',
  },
}

export const strings = { integrations, routes, messages }
