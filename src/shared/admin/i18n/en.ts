/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  admin: 'Admin',
  admin_dashboard: 'Admin dashboard',
  admin_users: 'Users',
  admin_userCreate: 'New user',
  admin_userEdit: 'Edit user',
  admin_usersHistory: 'User history',
  admin_plans: 'Plans',
  admin_planCreate: 'New plan',
  admin_planEdit: 'Edit plan',
  admin_plansHistory: 'Plan history',
  admin_searchers: 'Searchers',
  admin_userAnalytics: 'User analytics',
  admin_creditUsage: 'Credit usage',
  admin_loginActivity: 'Login activity',
  admin_monthlyCreditUsage: 'Monthly credit usage',
  admin_reports: 'Reports',
  admin_reportSubscriptions: 'Subscription report',
  admin_reportReferrals: 'User referral report',
  admin_mail: 'Mail outbox',
}

export const strings = { routes }
