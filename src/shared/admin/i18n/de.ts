import { adminUsersMessagesDe } from '../../admin-users/messages-de'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Verwaltung',
  admin_dashboard: 'Verwaltungs-Dashboard',
  admin_plans: 'Tarife',
  admin_planCreate: 'Neuer Tarif',
  admin_planEdit: 'Tarif bearbeiten',
  admin_plansHistory: 'Tarifverlauf',
  admin_searchers: 'Suchende',
  admin_userAnalytics: 'Benutzeranalyse',
  admin_creditUsage: 'Credit-Verbrauch',
  admin_loginActivity: 'Anmeldeaktivität',
  admin_monthlyCreditUsage: 'Monatlicher Credit-Verbrauch',
  admin_aiAssistantHistory: 'Verlauf des KI-Assistenten',
  admin_reports: 'Berichte',
  admin_reportSubscriptions: 'Abonnementbericht',
  admin_reportReferrals: 'Empfehlungsbericht',
  admin_training: 'Schulungsinhalte der Plattform',
  admin_trainingHistory: 'Verlauf der Schulungsinhalte',
  admin_trainingCourse: 'Kurs der Plattform',
  admin_trainingPageCreate: 'Neue Kursseite der Plattform',
  admin_trainingPageEdit: 'Kursseite der Plattform bearbeiten',
  admin_topics: 'Onboarding-Themen',
  admin_topicCreate: 'Neues Thema',
  admin_topicEdit: 'Thema bearbeiten',
  admin_partners: 'Partner der Plattform',
  admin_partnerCreate: 'Neuer Partner der Plattform',
  admin_partnerEdit: 'Partner der Plattform bearbeiten',
  admin_mail: 'Postausgang',
}

export const strings = { routes, messages: adminUsersMessagesDe }
