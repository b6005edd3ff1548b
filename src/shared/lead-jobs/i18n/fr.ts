import type { MessageTranslationsOf, NameTranslationsOf } from '../../message-format'
import type { leadJobMessages, leadJobKindNames } from '../messages'

/** Enrichissement (trouver des e-mails, des téléphones, des employés, enrichir des influenceurs) et les tâches qui l'exécutent. */
const enrichment = {
  demo: 'Données de démonstration',
  commands: { findEmails: 'Trouver des e-mails…', getPhones: 'Obtenir des téléphones…', getEmployees: 'Obtenir des employés…', enrich: 'Enrichir les influenceurs…' },
  scope: { all: { one: 'Toute la liste ({{count}} prospect)', other: 'Toute la liste ({{count}} prospects)' }, filter: 'Les résultats filtrés', selection: { one: 'Le {{count}} résultat sélectionné', other: 'Les {{count}} résultats sélectionnés' } },
  reason: { emptyList: "La liste n'a pas encore de résultats" },
  kinds: {
    'find-emails': 'Trouver des e-mails', 'get-phones': 'Obtenir des téléphones', 'get-employees': 'Obtenir des employés', enrich: 'Enrichir les influenceurs',
    'send-crm': 'Envoyer au CRM', 'send-webhook': 'Envoyer au webhook', 'ai-write': 'Rédaction IA',
  },
  estimate: {
    title: '{{kind}} : lancer ?', upTo: "Jusqu'à {{credits}} crédits pour {{leads}} prospects.", free: '{{leads}} prospects. Aucun crédit n’est facturé pour cela.',
    balance: 'Votre solde : {{balance}} crédits.', noCharge: "Aucun crédit ne sera consommé si aucune donnée de contact ou d'e-mail n'est renvoyée.",
    short: 'Votre solde pourrait s’épuiser avant la fin : la tâche s’arrête alors et garde ce qu’elle a trouvé.', start: 'Lancer', cancel: 'Annuler',
  },
  jobs: {
    region: 'Tâches de cette liste', progress: '{{kind}} : {{processed}} sur {{total}}',
    counts: '{{succeeded}} avec résultat, {{skipped}} sans, {{failed}} en échec · {{charged}} crédits',
    status: { queued: 'En attente', running: 'En cours', done: 'Terminée', stopped: 'Arrêtée', failed: 'Échouée', cancelled: 'Annulée' },
    outOfCredits: 'Arrêtée : plus de crédits. Ce qui a été trouvé est conservé ; ajoutez des crédits et reprenez pour continuer.',
    cancel: 'Annuler', showFailures: { one: 'Voir {{count}} échec', other: 'Voir les {{count}} échecs' }, resume: 'Reprendre',
    commands: {
      cancel: 'Annuler une tâche en cours…', cancelNamed: 'Annuler {{kind}} (tâche {{id}})', failures: "Voir les prospects en échec d'une tâche…",
      failuresNamed: 'Prospects en échec de {{kind}} (tâche {{id}})', redeliver: 'Relancer les prospects en échec…', redeliverNamed: 'Relancer {{kind}} (tâche {{id}})',
    },
    reason: { noActiveJob: 'Aucune tâche en cours sur cette liste', noFailures: "Aucune tâche de cette liste n'a de prospects en échec" },
    failures: {
      title: 'Prospects en échec : {{kind}}', lead: 'Prospect', reason: 'Raison', attempts: 'Tentatives', actions: 'Actions', none: 'Aucun prospect en échec.',
      redeliverAll: { one: 'Relancer {{count}}', other: 'Relancer les {{count}}' }, redeliverOne: 'Relancer {{name}}', previous: 'Page précédente', next: 'Page suivante', page: 'Page {{page}} sur {{pages}}',
    },
  },
  result: {
    title: 'Enrichissement', emailCheck: "Vérification de l'e-mail", checkedBy: '{{provider}}, {{date}}',
    verdicts: { valid: 'Vérifié', invalid: 'Invalide', risky: 'Risqué (accepte tout ou non confirmé)', unknown: 'Impossible à vérifier' },
    phones: 'Téléphones', mobile: 'Mobile', direct: 'Ligne directe', noPhone: 'Aucun téléphone trouvé', employees: 'Employés ({{count}})', noEmployees: 'Aucun employé trouvé',
    employee: { name: 'Nom', position: 'Poste', email: 'E-mail', phone: 'Téléphone' },
    contact: 'Coordonnées',
    providers: { demo: 'Données de démonstration', zerobounce: 'ZeroBounce', neverbounce: 'NeverBounce', mx: 'Vérification du serveur de messagerie', website_crawl: 'Exploration du site web', pattern: "Modèles d'e-mail" },
  },
}

const messages: MessageTranslationsOf<{ lead_jobs: typeof leadJobMessages }> = {
  lead_jobs: {
    not_for_type: '« {{kind}} » n’est pas proposé pour les listes de type « {{list_type}} ».',
    already_ended: 'Cette tâche est déjà terminée.',
    started: { one: '« {{kind}} » lancé pour {{count}} prospect.', other: '« {{kind}} » lancé pour {{count}} prospects.' },
    cancelled: 'La tâche a été annulée.',
    nothing_to_redeliver: 'Rien à renvoyer.',
    redelivered: { one: '{{count}} prospect a été remis en file d’attente.', other: '{{count}} prospects ont été remis en file d’attente.' },
  },
}

const messageNames: NameTranslationsOf<{ lead_job_kinds: typeof leadJobKindNames }> = {
  lead_job_kinds: {
    'find-emails': 'Trouver des e-mails',
    'get-phones': 'Obtenir des téléphones',
    'get-employees': 'Obtenir des employés',
    enrich: 'Enrichir',
    'send-crm': 'Envoyer au CRM',
    'send-webhook': 'Envoyer au webhook',
    'ai-write': 'Rédaction IA',
  },
}

export const strings = { enrichment, messages, messageNames }
