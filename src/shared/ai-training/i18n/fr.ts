import type { MessageTranslationsOf } from '../../message-format'
import type { trainingMessages } from '../../ai/training-messages'

/** Profil de l'entreprise (paramètres) et entraînement de l'IA (ai/training) : les cinq sources et l'exploration du site. */
const aiTraining = {
  heading: "Données d'entraînement",
  lead: "Ce que l'IA sait de votre entreprise au-delà du profil : votre site web, des pages isolées, des textes, des questions-réponses et des PDF. Quand elle écrit, elle cite les passages les plus pertinents pour chaque prospect.",
  totalTokens: { one: '{{count}} jeton de données d\'entraînement', other: '{{count}} jetons de données d\'entraînement' },
  tokens: { one: '{{count}} jeton', other: '{{count}} jetons' },
  deleteNamed: 'Supprimer {{name}}',
  searchNamed: 'Rechercher dans {{list}}',
  noMatch: 'Rien ne correspond à « {{search}} ».',
  gate: {
    message: "Veuillez remplir le formulaire du profil de l'entreprise pour générer des données d'IA.",
    link: "Ouvrir le profil de l'entreprise",
  },
  kinds: { website: 'Page du site', link: 'Lien', text: 'Texte', qa: 'Question-réponse', pdf: 'PDF' },
  lab: { crawl: 'Exploration du site web' },
  commands: {
    saveProfile: "Enregistrer le profil de l'entreprise",
    crawl: 'Explorer le site web',
    addLink: 'Ajouter un lien',
    addText: 'Ajouter un texte',
    addQa: 'Ajouter une question et sa réponse',
    uploadPdf: 'Importer un PDF',
    delete: "Supprimer des données d'entraînement…",
    deleteNamed: 'Supprimer {{kind}} : {{name}}',
  },
  reason: {
    onTraining: "Uniquement sur Entraînement de l'IA",
    onProfile: "Uniquement sur le profil de l'entreprise",
    crawling: 'Une exploration est en cours',
    noSources: "Pas encore de données d'entraînement",
  },
  profile: {
    heading: 'À propos de votre entreprise',
    title: "Profil de l'entreprise",
    lead: "Les outils d'IA écrivent à partir de ce profil : qui vous êtes, ce que vous vendez et qui vous aidez.",
    complete: "Votre profil d'entreprise est complet : les outils d'IA peuvent l'utiliser.",
    missing: 'Encore vide : {{fields}}',
    saving: 'Enregistrement…',
    toTraining: "Ajouter des données d'entraînement",
    fields: {
      business_name: "Nom de l'entreprise",
      website: 'Site web',
      what_it_sells: "Ce qu'elle vend",
      who_it_helps: 'Qui elle aide',
      what_it_does: "Ce qu'elle fait",
      contact_name: 'Nom de la personne de contact',
      personality: 'Personnalité',
    },
    hints: {
      website: 'Un domaine ou une URL, comme acme.com',
      what_it_sells: 'Produits ou services, en une ou deux phrases',
      who_it_helps: 'Les clients que vous servez',
      what_it_does: 'Le résultat que vous leur apportez',
      personality: "Le ton dans lequel l'IA écrit",
    },
    personalities: { Friendly: 'Chaleureux', Professional: 'Professionnel', Direct: 'Direct', Enthusiastic: 'Enthousiaste', Empathetic: 'Empathique', Witty: 'Spirituel', Formal: 'Formel' },
  },
  website: {
    title: 'Exploration du site web',
    lead: "Lit jusqu'à {{pages}} pages de votre site (ce site uniquement, selon son robots.txt) et en garde le texte.",
    field: 'Site web',
    pages: 'Pages à explorer ({{max}} au plus)',
    crawling: { one: 'Exploration de {{website}} : {{count}} page lue jusqu\'ici…', other: 'Exploration de {{website}} : {{count}} pages lues jusqu\'ici…' },
    done: { one: 'Exploration terminée : {{count}} page lue.', other: 'Exploration terminée : {{count}} pages lues.' },
    nothing: "Aucune page n'a été lue. {{reason}}",
    arriving: "Pages lues jusqu'ici",
    stored: "Pages utilisées pour l'entraînement",
    none: 'Pas encore de pages.',
  },
  link: {
    title: 'Lien unique',
    lead: 'Lit une seule page sans suivre ses liens.',
    field: 'URL de la page',
    reading: 'Lecture de {{url}}…',
    done: 'Ajouté : {{title}}',
  },
  text: {
    title: 'Texte',
    lead: "Tout ce que l'IA doit savoir : offres, garanties, votre façon de travailler.",
    titleField: 'Titre',
    content: 'Contenu',
    stored: 'Textes',
    none: 'Pas encore de textes.',
  },
  qa: {
    title: 'Question et réponse',
    lead: 'Les questions que posent les prospects, avec vos réponses.',
    question: 'Question',
    answer: 'Réponse',
    stored: 'Questions et réponses',
    none: 'Pas encore de questions.',
  },
  pdf: {
    title: 'PDF',
    lead: 'Brochures, tarifs, manuels : leur texte est lu et conservé.',
    field: 'Fichier PDF',
    hint: 'Un PDF de {{max}} Mo au plus ; il est importé dès que vous le choisissez.',
    uploading: 'Lecture de {{name}}…',
    stored: 'PDF',
    none: 'Pas encore de PDF.',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_businessProfile: "Profil de l'entreprise",
  ai: 'IA',
  ai_training: "Entraînement de l'IA",
}

const messages: MessageTranslationsOf<{ training: typeof trainingMessages }> = {
  training: {
    profile_saved: 'Profil de l’entreprise enregistré.',
    crawl_started: 'Exploration du site web en cours. Les pages apparaissent au fur et à mesure de leur lecture.',
    link_started: 'Lecture de la page en cours.',
    too_many_crawls: 'Veuillez attendre la fin de l’exploration en cours.',
    link_added: 'Lien ajouté.',
    link_saved: 'Lien enregistré.',
    link_deleted: 'Lien supprimé.',
    text_added: 'Texte ajouté.',
    text_saved: 'Texte enregistré.',
    text_deleted: 'Texte supprimé.',
    qa_added: 'Question et réponse ajoutées.',
    qa_saved: 'Question et réponse enregistrées.',
    qa_deleted: 'Question et réponse supprimées.',
    file_added: 'Fichier ajouté.',
    file_saved: 'Fichier enregistré.',
    file_deleted: 'Fichier supprimé.',
  },
}

export const strings = { aiTraining, routes, messages }
