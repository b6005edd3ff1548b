import { defineFeature, route } from '../feature-descriptor'
import { accountMessages } from './messages'

/** The signed-in user's own account: profile, e-mail, password and API keys. */
export const accountFeature = defineFeature({
  id: 'account',
  routes: [
    route('profile', '/profile-settings', { redirect: '/profile-settings/profile' }),
    route('profile.profile', '/profile-settings/profile', { shortcut: 'g p' }),
    route('profile.email', '/profile-settings/email'),
    route('profile.password', '/profile-settings/password'),
    route('profile.apiKey', '/profile-settings/api-key'),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { account: accountMessages },
})
