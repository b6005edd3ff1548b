import { defineFeature } from '../feature-descriptor'

/**
 * The admin's users console: the users table, a user's form and history, the palette's user finder and logging in
 * as a user. Its routes (admin.users, admin.userCreate, admin.userEdit, admin.usersHistory) are the admin feature's.
 */
export const adminUsersFeature = defineFeature({
  id: 'admin-users',
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
})
