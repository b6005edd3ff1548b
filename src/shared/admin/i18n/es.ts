import { adminUsersMessagesEs } from '../../admin-users/messages-es'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Administración',
  admin_dashboard: 'Panel de administración',
  admin_plans: 'Planes',
  admin_planCreate: 'Nuevo plan',
  admin_planEdit: 'Editar plan',
  admin_plansHistory: 'Historial de planes',
  admin_searchers: 'Buscadores',
  admin_userAnalytics: 'Analítica de usuarios',
  admin_creditUsage: 'Uso de créditos',
  admin_loginActivity: 'Actividad de inicio de sesión',
  admin_monthlyCreditUsage: 'Uso mensual de créditos',
  admin_aiAssistantHistory: 'Historial del asistente de IA',
  admin_reports: 'Informes',
  admin_reportSubscriptions: 'Informe de suscripciones',
  admin_reportReferrals: 'Informe de referidos',
  admin_training: 'Formación de la plataforma',
  admin_trainingHistory: 'Historial de la formación',
  admin_trainingCourse: 'Curso de la plataforma',
  admin_trainingPageCreate: 'Nueva página del curso de la plataforma',
  admin_trainingPageEdit: 'Editar página del curso de la plataforma',
  admin_topics: 'Temas de bienvenida',
  admin_topicCreate: 'Nuevo tema',
  admin_topicEdit: 'Editar tema',
  admin_partners: 'Socios de la plataforma',
  admin_partnerCreate: 'Nuevo socio de la plataforma',
  admin_partnerEdit: 'Editar socio de la plataforma',
  admin_mail: 'Bandeja de salida de correo',
}

export const strings = { routes, messages: adminUsersMessagesEs }
