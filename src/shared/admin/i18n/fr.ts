import { adminUsersMessagesFr } from '../../admin-users/messages-fr'
import { adminPlansStrings } from '../../admin-plans/i18n/fr'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Administration',
  admin_plans: 'Formules',
  admin_planCreate: 'Nouvelle formule',
  admin_planEdit: 'Modifier la formule',
  admin_plansHistory: 'Historique des formules',
  admin_audit: 'Journal d’audit',
  admin_mail: "Boîte d'envoi",
}

export const strings = { routes, ...adminPlansStrings, messages: { ...adminPlansStrings.messages, ...adminUsersMessagesFr } }
