/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Administration',
  admin_dashboard: "Tableau de bord d'administration",
  admin_users: 'Utilisateurs',
  admin_userCreate: 'Nouvel utilisateur',
  admin_userEdit: "Modifier l'utilisateur",
  admin_usersHistory: 'Historique des utilisateurs',
  admin_plans: 'Formules',
  admin_planCreate: 'Nouvelle formule',
  admin_planEdit: 'Modifier la formule',
  admin_plansHistory: 'Historique des formules',
  admin_searchers: 'Chercheurs',
  admin_userAnalytics: 'Statistiques des utilisateurs',
  admin_creditUsage: 'Consommation de crédits',
  admin_loginActivity: 'Activité de connexion',
  admin_monthlyCreditUsage: 'Consommation mensuelle de crédits',
  admin_reports: 'Rapports',
  admin_reportSubscriptions: 'Rapport des abonnements',
  admin_reportReferrals: 'Rapport des parrainages',
  admin_mail: "Boîte d'envoi",
}

export const strings = { routes }
