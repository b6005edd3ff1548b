import { adminUsersMessagesEs } from '../../admin-users/messages-es'
import { adminPlansStrings } from '../../admin-plans/i18n/es'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Administración',
  admin_plans: 'Planes',
  admin_planCreate: 'Nuevo plan',
  admin_planEdit: 'Editar plan',
  admin_plansHistory: 'Historial de planes',
  admin_audit: 'Registro de auditoría',
  admin_mail: 'Bandeja de salida de correo',
}

export const strings = { routes, ...adminPlansStrings, messages: { ...adminPlansStrings.messages, ...adminUsersMessagesEs } }
