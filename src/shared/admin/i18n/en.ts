import { adminPlansStrings } from '../../admin-plans/i18n/en'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Admin',
  admin_plans: 'Plans',
  admin_planCreate: 'New plan',
  admin_planEdit: 'Edit plan',
  admin_plansHistory: 'Plan history',
  admin_audit: 'Audit log',
  admin_mail: 'Mail outbox',
}

export const strings = { routes, ...adminPlansStrings }
