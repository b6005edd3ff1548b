import { adminUsersMessagesEs } from '../../admin-users/messages-es'
import { adminPlansStrings } from '../../admin-plans/i18n/es'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Administración',
  admin_users: 'Usuarios',
  admin_userCreate: 'Nuevo usuario',
  admin_userEdit: 'Editar usuario',
  admin_usersHistory: 'Historial de usuarios',
  admin_plans: 'Planes',
  admin_planCreate: 'Nuevo plan',
  admin_planEdit: 'Editar plan',
  admin_plansHistory: 'Historial de planes',
  admin_aiAssistantHistory: 'Historial del asistente de IA',
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
  admin_audit: 'Registro de auditoría',
  admin_mail: 'Bandeja de salida de correo',
}

export const strings = { routes, ...adminPlansStrings, messages: { ...adminPlansStrings.messages, ...adminUsersMessagesEs } }
