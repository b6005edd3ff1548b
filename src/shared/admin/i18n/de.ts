import { adminUsersMessagesDe } from '../../admin-users/messages-de'
import { adminPlansStrings } from '../../admin-plans/i18n/de'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Verwaltung',
  admin_plans: 'Tarife',
  admin_planCreate: 'Neuer Tarif',
  admin_planEdit: 'Tarif bearbeiten',
  admin_plansHistory: 'Tarifverlauf',
  admin_audit: 'Audit-Protokoll',
  admin_mail: 'Postausgang',
}

export const strings = { routes, ...adminPlansStrings, messages: { ...adminPlansStrings.messages, ...adminUsersMessagesDe } }
