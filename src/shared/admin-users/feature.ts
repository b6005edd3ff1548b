import { defineFeature, route, routeGroup } from '../feature-descriptor'

/**
 * The admin's users console: the users table, a user's form and history, the palette's user finder and logging in
 * as a user. Its screens are in the admin section (the admin feature's sidebar entry) and need the admin module.
 */
export const adminUsersFeature = defineFeature({
  id: 'admin-users',
  routes: routeGroup('admin', [
    route('admin.users', '/admin/users', { shortcut: 'g u' }),
    route('admin.userCreate', '/admin/users/create'),
    route('admin.userEdit', '/admin/users/:id/edit'),
    route('admin.usersHistory', '/admin/users/history'),
  ]),
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
})
