import type { MessageTranslationsOf, NameTranslationsOf } from '../../message-format'
import type { listMessages, resultMessages, leadTypeNames } from '../messages'

/** Recherche de leads : nouvelle recherche, listes enregistrées, tableau des résultats, libellés et commandes de liste. */
const leads = {
  demo: 'Données de démonstration',
  types: {
    industry: 'Commerces locaux', company: 'Entreprises', people: 'Personnes', single: 'Domaine', influencer: 'Influenceurs', intent: 'Intention', workflow: 'Workflow',
  },
  states: { Active: 'Actives', Incomplete: 'Incomplètes', Archived: 'Archivées' },
  listStatus: { stoppedCredits: 'Arrêtée : crédits épuisés' },
  emailStates: {
    email_found: 'E-mail trouvé', potential_emails_found: 'E-mails potentiels trouvés', no_email_found: 'Aucun e-mail trouvé', looking_for_email: 'Recherche d’e-mail', search_complete: 'Recherche terminée',
  },
  common: { back: 'Retour aux listes enregistrées', loading: 'Chargement…', save: 'Enregistrer', saved: 'Enregistré.' },
  commands: {
    emailFound: 'Filtrer par e-mail trouvé…', status: 'Filtrer par statut CRM…', moreFilters: 'Plus de filtres', search: 'Rechercher dans les résultats', manualEntry: 'Saisie manuelle',
    customLabels: 'Libeller les résultats sélectionnés', csv: 'Exporter en CSV…', delete: 'Supprimer', newSearch: 'Nouvelle recherche dans cette liste', archive: 'Archiver', unarchive: 'Désarchiver',
    history: 'Historique des recherches', open: 'Ouvrir une liste…', openNamed: 'Ouvrir la liste : {{name}}', toggleView: 'Basculer grille ou liste', showState: 'Afficher les listes par état…',
    settings: 'Paramètres de la liste',
    saveDetails: 'Enregistrer les tags et la source', saveWebhook: 'Enregistrer le webhook de la liste',
    searchType: 'Nouvelle recherche de type…', runSearch: 'Lancer la recherche',
    more: 'Autres actions de la liste…', selectMatching: 'Sélectionner tous les résultats du filtre', clearSelection: 'Effacer la sélection',
    openTagsAndSource: 'Ouvrir tags et source', openWebhook: 'Ouvrir le webhook de la liste', resumeSearch: 'Reprendre la recherche', topUp: 'Acheter des crédits pour reprendre…', undoDelete: 'Annuler la suppression',
    rows: { next: 'Ligne suivante', previous: 'Ligne précédente', toggle: 'Sélectionner ou désélectionner la ligne', range: 'Sélectionner la plage jusqu’à cette ligne', selectAll: 'Sélectionner ou désélectionner toutes les lignes' },
  },
  reason: {
    onTagsAndSource: 'Uniquement sur la page tags et source d’une liste', onListWebhook: 'Uniquement sur la page webhook d’une liste',
    openList: 'Ouvrez d’abord une liste', notForType: 'Non proposé pour ce type de liste', selectRows: 'Sélectionnez d’abord des résultats (x)', openOrSelectList: 'Ouvrez ou sélectionnez d’abord une liste',
    alreadyArchived: 'Déjà archivée', notArchived: 'Non archivée', onSavedLists: 'Uniquement sur les listes enregistrées', onNewSearch: 'Uniquement sur une nouvelle recherche', noTable: 'Pas de tableau sur cette page',
    allSelected: 'Tous les résultats du filtre sont déjà sélectionnés', noResults: 'Cette liste n’a aucun résultat', notStoppedForCredits: 'Seulement quand une recherche s’est arrêtée faute de crédits', nothingToUndo: 'Rien à annuler',
  },
  confirm: {
    title: 'Êtes-vous sûr ?', yes: 'Oui, supprimer', no: 'Annuler',
    deleteResults: { one: 'Supprimer {{count}} résultat sélectionné ? Action irréversible.', other: 'Supprimer {{count}} résultats sélectionnés ? Action irréversible.' },
    deleteList: 'Supprimer la liste « {{name}} » et tous ses résultats ? Vous pourrez annuler pendant quelques secondes.',
    deleteLists: { one: 'Supprimer {{count}} liste avec tous ses résultats ? Vous pourrez annuler pendant quelques secondes.', other: 'Supprimer {{count}} listes avec tous leurs résultats ? Vous pourrez annuler pendant quelques secondes.' },
  },
  csv: { all: 'Exporter toute la liste', filter: 'Exporter les résultats filtrés', selection: { one: 'Exporter le {{count}} résultat sélectionné', other: 'Exporter les {{count}} résultats sélectionnés' } },
  newSearch: {
    title: 'Nouvelle recherche', type: 'Type de recherche', filters: 'Filtres', choose: 'Choisir…', commaSeparated: 'Séparez les valeurs par des virgules', limit: 'Résultats maximum',
    locationAndList: 'Veuillez choisir un lieu et une liste avant de continuer.', running: 'Démarrage…', intoList: 'Nouvelle recherche dans {{name}}',
  },
  location: {
    title: 'Lieu (facultatif)', titleRequired: 'Lieu', country: 'Pays', state: 'État ou région', anyState: 'Tous les états', city: 'Ville',
    cityHint: 'Tapez pour voir les villes correspondantes', cityNeedsCountry: 'Choisissez d’abord un pays', nearby: 'Inclure les districts voisins',
  },
  toasts: {
    listsDeleted: { one: '{{count}} liste supprimée.', other: '{{count}} listes supprimées.' },
    listsArchived: { one: '{{count}} liste archivée.', other: '{{count}} listes archivées.' },
    listsRestored: { one: '{{count}} liste restaurée.', other: '{{count}} listes restaurées.' },
    resultsDeleted: { one: '{{count}} résultat supprimé.', other: '{{count}} résultats supprimés.' },
    listDeletedNamed: 'Liste « {{name}} » supprimée.', undo: 'Annuler', searchResumed: 'Recherche reprise.',
    deleteUndone: { one: '{{count}} liste est revenue.', other: '{{count}} listes sont revenues.' },
  },
  listPicker: { title: 'Liste', new: 'Créer une nouvelle liste', existing: 'Liste existante', name: 'Nom de la liste' },
  fields: {
    name: 'Nom', email: 'E-mail', phone: 'Téléphone', website: 'Site web', city: 'Ville', state: 'État', country: 'Pays', category: 'Catégorie', street: 'Rue',
    postal_code: 'Code postal', rating: 'Note', reviews: 'Avis', first_name: 'Prénom', last_name: 'Nom de famille', created_at: 'Ajouté', domain: 'Domaine',
    industry: 'Secteur', size: 'Taille', employee_count: 'Employés', revenue: 'Chiffre d’affaires', technologies: 'Technologies', linkedin_url: 'URL LinkedIn',
    position: 'Poste', department: 'Service', seniority: 'Niveau', management_level: 'Niveau de management', company: 'Entreprise',
    years_experience: 'Années d’expérience', year_of_birth: 'Année de naissance', skills: 'Compétences', platform: 'Plateforme', username: 'Nom d’utilisateur', followers: 'Abonnés',
    engagement_rate: 'Taux d’engagement', avg_likes: 'J’aime en moyenne', avg_comments: 'Commentaires en moyenne', views: 'Vues', audience_type: 'Type d’audience',
    interests: 'Centres d’intérêt', topic: 'Sujet', score: 'Score', email_state: 'État de l’e-mail', labels: 'Libellés', crm_status: 'Statut CRM', keywords: 'Mots-clés',
    address: 'Adresse', analytics: 'Outils d’analyse', audience_credibility: 'Crédibilité de l’audience', avg_engagements: 'Interactions moyennes', avg_reels_plays: 'Lectures moyennes des Reels',
    avg_saves: 'Enregistrements moyens', avg_shares: 'Partages moyens', business_status: 'Statut de l’établissement', company_domain: 'Domaine de l’entreprise', company_industry: 'Secteur de l’entreprise',
    company_size: 'Taille de l’entreprise', facebook_url: 'Facebook', fake_followers: 'Faux abonnés', founded_year: 'Fondée en', google_maps_url: 'Google Maps', has_analytics: 'Utilise un outil d’analyse',
    has_pixel: 'Utilise un pixel de suivi', highest_level: 'Niveau le plus élevé', instagram_url: 'Instagram', intent_level: 'Niveau d’intention', job_title: 'Intitulé du poste', pixels: 'Pixels de suivi',
    profile_url: 'Profil', signals: 'Signaux', source_url: 'Trouvé sur', surge_started_days_ago: 'Début du pic (il y a n jours)', types: 'Types de lieu', campaign_name: 'Liste',
    updated_at: 'Mis à jour', twitter_url: 'X (Twitter)', youtube_url: 'YouTube', tiktok_url: 'TikTok',
    age: 'Âge', gender: 'Genre', phones: 'Téléphones', education: 'Formation', job_history: 'Parcours professionnel', last_posted_days: 'Dernière publication (il y a n jours)',
    followers_growth_rate: 'Croissance des abonnés', likes_growth_rate: 'Croissance des mentions J’aime', views_growth_rate: 'Croissance des vues', brand_affinity: 'Affinité de marque', hashtags: 'Hashtags',
    mentions: 'Mentions', post_types: 'Types de publication', audience_ages: 'Âges de l’audience', audience_cities: 'Villes de l’audience', audience_countries: 'Pays de l’audience',
    audience_genders: 'Genres de l’audience', audience_languages: 'Langues de l’audience',
    sizes: 'Tailles d’entreprise', titles: 'Intitulés de poste', departments: 'Services', topics: 'Sujets', lastposted: 'Dernière publication (jours, au moins 30)',
    engagementRate: 'Taux d’engagement (0 à 1)', audience: { credibility: 'Crédibilité de l’audience (0 à 1)' },
    followers_min: 'Abonnés à partir de', followers_max: 'Abonnés jusqu’à', age_min: 'Âge à partir de', age_max: 'Âge jusqu’à', engagements_min: 'Engagements à partir de', engagements_max: 'Engagements jusqu’à',
    reelsPlays_min: 'Lectures de reels à partir de', reelsPlays_max: 'Lectures de reels jusqu’à', saves_min: 'Enregistrements à partir de', saves_max: 'Enregistrements jusqu’à', shares_min: 'Partages à partir de', shares_max: 'Partages jusqu’à',
    views_min: 'Vues à partir de', views_max: 'Vues jusqu’à',
    followersGrowthRate: { interval: 'Croissance des abonnés : période', operator: 'Croissance des abonnés : comparaison', value: 'Croissance des abonnés : taux' },
    likesGrowthRate: { interval: 'Croissance des j’aime : période', operator: 'Croissance des j’aime : comparaison', value: 'Croissance des j’aime : taux' },
    viewsGrowthRate: { interval: 'Croissance des vues : période', operator: 'Croissance des vues : comparaison', value: 'Croissance des vues : taux' },
  },
  options: {
    instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube',
    i1month: '1 mois', i2months: '2 mois', i3months: '3 mois', i4months: '4 mois', i5months: '5 mois', i6months: '6 mois',
    gt: 'supérieur à', gte: 'au moins', lt: 'inférieur à', lte: 'au plus',
  },
  operators: { like: 'contient', not_like: 'ne contient pas', empty: 'est vide', not_empty: 'n’est pas vide', lower: 'est inférieur à', greater: 'est supérieur à', is_verified: 'est vérifié' },
  filters: {
    label: 'Filtres des résultats', search: 'Rechercher des résultats', mode: 'Correspondance',
    modes: { contain: 'Contient', exact: 'Exacte', start: 'Commence par' },
    withEmail: { label: 'E-mail', all: 'Tous', found: 'E-mail trouvé', potential: 'E-mails potentiels trouvés', notFound: 'Aucun e-mail trouvé' },
    status: { label: 'Statut CRM', all: 'Tous', sent: 'Envoyé', unsent: 'Non envoyé' },
  },
  moreFilters: {
    title: 'Plus de filtres', lead: 'Toutes les conditions doivent être remplies.', condition: 'Condition {{n}}', field: 'Champ', operator: 'Opérateur', value: 'Valeur',
    add: 'Ajouter une condition', remove: 'Retirer', clear: 'Tout effacer', apply: 'Appliquer', active: { one: '{{count}} filtre supplémentaire actif', other: '{{count}} filtres supplémentaires actifs' },
  },
  progress: {
    found: '{{found}} trouvés', foundOf: '{{found}} sur {{target}} trouvés', queued: 'en attente', running: 'recherche en cours',
    outOfCredits: 'La recherche s’est arrêtée faute de crédits. Les résultats trouvés sont conservés ; achetez des crédits puis reprenez la recherche : ce qu’elle a trouvé n’est pas facturé une seconde fois.', stopped: 'Arrêtée : {{reason}}',
    reasons: { credits: 'crédits épuisés', error: 'le fournisseur de leads n’a pas répondu' },
  },
  list: {
    shown: { one: '{{count}} résultat', other: '{{count}} résultats' }, selectedCount: { one: '{{count}} sélectionné', other: '{{count}} sélectionnés' },
    allMatchingSelected: { one: '{{count}} résultat du filtre sélectionné', other: 'les {{count}} résultats du filtre sont sélectionnés' },
    matchingEarlier: { one: '{{count}} résultat sélectionné avec un filtre précédent', other: '{{count}} résultats sélectionnés avec un filtre précédent' },
    hiddenByFilter: { one: '{{count}} résultat sélectionné est masqué par ce filtre', other: '{{count}} résultats sélectionnés sont masqués par ce filtre' },
    selectAllMatching: { one: 'Sélectionner {{count}} résultat du filtre', other: 'Sélectionner les {{count}} du filtre' },
    selectRow: 'Sélectionner {{name}}', selectLoaded: 'Sélectionner toutes les lignes chargées', resize: 'Redimensionner {{column}}', more: 'Plus…',
    columnEarlier: 'Avancer {{column}}', columnLater: 'Reculer {{column}}', columnsReset: 'Colonnes par défaut',
    actions: 'Actions de la liste', columns: 'Colonnes', empty: 'Aucun résultat trouvé',
    notFound: 'Cette liste est introuvable.', selected: 'Sélectionné', tableLabel: 'Résultats de {{name}}', tagsAndSource: 'Tags et source', webhook: 'Webhook',
    settingsTabs: 'Paramètres de {{name}}',
    total: { one: '{{count}} résultat', other: '{{count}} résultats' }, sort: { asc: 'Trier par {{column}}, croissant actuellement', desc: 'Trier par {{column}}, décroissant actuellement', none: 'Trier par {{column}}' },
  },
  savedLists: {
    title: 'Listes enregistrées', newSearch: 'Nouvelle recherche', search: 'Rechercher des listes', states: 'État de la liste', showList: 'Afficher en liste', showGrid: 'Afficher en grille',
    counts: { one: '{{count}} liste, sélection : {{selected}}', other: '{{count}} listes, sélection : {{selected}}' }, listLabel: 'Listes {{state}}', empty: 'Aucune liste ici pour l’instant.',
  },
  history: {
    title: 'Historique des recherches de {{name}}', started: 'Début', status: 'Statut', found: 'Trouvés', source: 'Source', stopped: 'Arrêtée : {{reason}}', empty: 'Aucune recherche pour l’instant.',
  },
  labels: {
    title: 'Libellés personnalisés', create: 'Créer un libellé', name: 'Nom du libellé', color: 'Couleur', nameOf: 'Nom de {{name}}', colorOf: 'Couleur de {{name}}',
    saveNamed: 'Enregistrer {{name}}', deleteNamed: 'Supprimer {{name}}', none: 'Aucun libellé pour l’instant.', dialogTitle: { one: 'Libellés pour {{count}} résultat sélectionné', other: 'Libellés pour {{count}} résultats sélectionnés' },
    assignNamed: 'Ajouter {{name}}', removeNamed: 'Retirer {{name}}', newName: 'Nouveau libellé', createAndAssign: 'Créer et ajouter',
  },
  manual: {
    title: 'Ajouter un enregistrement à la main', importTitle: 'Importer des influenceurs par URL', urls: 'URL des profils', urlsHint: 'Une URL par ligne ou séparées par des espaces', save: 'Ajouter à la liste',
  },
  result: {
    back: 'Retour à la liste', untitled: 'Résultat', emails: 'E-mails', fields: 'Détails', notFound: 'Ce résultat est introuvable.',
    emailKinds: { main: 'Principal', work: 'Professionnel', personal: 'Personnel', additional: 'Supplémentaire', potential: 'Potentiel' },
    yes: 'Oui', no: 'Non',
  },
  tagsAndSource: { title: 'Tags et source de {{name}}', tags: 'Tags', source: 'Source' },
  webhook: { title: 'Webhook de {{name}}', lead: 'Les nouveaux résultats de cette liste sont envoyés à cette URL.', url: 'URL du webhook' },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch_savedLists: 'Listes enregistrées',
  leadSearch_list: 'Liste',
  leadSearch_list_tagsAndSource: 'Tags et source',
  leadSearch_list_webhook: 'Webhook de la liste',
  leadSearch_list_result: 'Détails du résultat',
}

const messages: MessageTranslationsOf<{ lists: typeof listMessages; results: typeof resultMessages }> = {
  lists: {
    deleted: 'Liste supprimée.',
    deleted_many: 'Listes supprimées.',
    archived_many: 'Listes archivées.',
    restored_many: 'Listes restaurées.',
    details_saved: 'Détails enregistrés.',
    nothing_to_update: 'Rien à mettre à jour.',
    webhook_saved: 'Webhook enregistré.',
    nothing_to_resume: 'Cette liste n’a aucune recherche arrêtée faute de crédits à reprendre.',
    resume_needs_credits: 'Reprendre demande au moins {{cost}} crédits ; le solde est de {{balance}}. Achetez d’abord des crédits.',
  },
  results: {
    unknown_field: 'Le champ « {{name}} » ne peut pas servir à filtrer ou trier les résultats de type « {{type}} ».',
    operator_needs_text: 'L’opérateur « {{operator}} » demande un champ texte.',
    operator_needs_number: 'L’opérateur « {{operator}} » demande un champ numérique ou de date.',
    operator_needs_email: 'L’opérateur « {{operator}} » demande le champ e-mail.',
    bad_cursor: 'Le curseur n’est pas valide pour cette liste et cet ordre de tri.',
    wrong_type: 'Cette liste contient des résultats de type « {{actual}} », pas « {{type}} ».',
    page_too_deep: 'Utilisez le curseur pour paginer aussi loin.',
    no_manual_entry: 'Impossible de saisir des enregistrements à la main dans les listes de type « {{type}} ».',
    added: { one: '{{count}} enregistrement ajouté.', other: '{{count}} enregistrements ajoutés.' },
    deleted: 'Résultats supprimés.',
  },
}

const messageNames: NameTranslationsOf<{ list_types: typeof leadTypeNames }> = {
  list_types: { industry: 'Commerces locaux', company: 'Entreprises', people: 'Personnes', single: 'Domaine', influencer: 'Influenceurs', intent: 'Intention' },
}

export const strings = { leads, routes, messages, messageNames }
