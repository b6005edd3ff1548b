import { adminPlansStrings } from '../../admin-plans/i18n/en'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Admin',
  admin_users: 'Users',
  admin_userCreate: 'New user',
  admin_userEdit: 'Edit user',
  admin_usersHistory: 'User history',
  admin_plans: 'Plans',
  admin_planCreate: 'New plan',
  admin_planEdit: 'Edit plan',
  admin_plansHistory: 'Plan history',
  admin_aiAssistantHistory: 'AI assistant history',
  admin_training: 'Platform training content',
  admin_trainingHistory: 'Training content history',
  admin_trainingCourse: 'Platform course',
  admin_trainingPageCreate: 'New platform course page',
  admin_trainingPageEdit: 'Edit platform course page',
  admin_topics: 'Onboarding topics',
  admin_topicCreate: 'New topic',
  admin_topicEdit: 'Edit topic',
  admin_partners: 'Platform partners',
  admin_partnerCreate: 'New platform partner',
  admin_partnerEdit: 'Edit platform partner',
  admin_audit: 'Audit log',
  admin_mail: 'Mail outbox',
}

export const strings = { routes, ...adminPlansStrings }
