import { adminUsersMessagesFr } from '../../admin-users/messages-fr'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Administration',
  admin_dashboard: "Tableau de bord d'administration",
  admin_plans: 'Formules',
  admin_planCreate: 'Nouvelle formule',
  admin_planEdit: 'Modifier la formule',
  admin_plansHistory: 'Historique des formules',
  admin_searchers: 'Chercheurs',
  admin_userAnalytics: 'Statistiques des utilisateurs',
  admin_creditUsage: 'Consommation de crédits',
  admin_loginActivity: 'Activité de connexion',
  admin_monthlyCreditUsage: 'Consommation mensuelle de crédits',
  admin_aiAssistantHistory: "Historique de l'assistant IA",
  admin_reports: 'Rapports',
  admin_reportSubscriptions: 'Rapport des abonnements',
  admin_reportReferrals: 'Rapport des parrainages',
  admin_training: 'Formation de la plateforme',
  admin_trainingHistory: 'Historique de la formation',
  admin_trainingCourse: 'Cours de la plateforme',
  admin_trainingPageCreate: 'Nouvelle page de cours de la plateforme',
  admin_trainingPageEdit: 'Modifier la page de cours de la plateforme',
  admin_topics: "Sujets d'accueil",
  admin_topicCreate: 'Nouveau sujet',
  admin_topicEdit: 'Modifier le sujet',
  admin_partners: 'Partenaires de la plateforme',
  admin_partnerCreate: 'Nouveau partenaire de la plateforme',
  admin_partnerEdit: 'Modifier le partenaire de la plateforme',
  admin_mail: "Boîte d'envoi",
}

export const strings = { routes, messages: adminUsersMessagesFr }
