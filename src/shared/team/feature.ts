import { defineFeature, route } from '../feature-descriptor'
import { teamMessages } from './messages'

/** Team members of an account: invitations by e-mail with chosen access, editing it, removal. */
export const teamFeature = defineFeature({
  id: 'team',
  routes: [
    route('manageTeam', '/manage-team', { shortcut: 'g t' }),
    // Open whether or not someone is signed in: a new person creates a login, a signed-in one joins with theirs.
    route('acceptInvitation', '/accept-invitation', { layout: 'auth', open: true }),
  ],
  catalogue: {
    en: () => import('./i18n/en').then((m) => m.strings),
    es: () => import('./i18n/es').then((m) => m.strings),
    fr: () => import('./i18n/fr').then((m) => m.strings),
    de: () => import('./i18n/de').then((m) => m.strings),
  },
  messages: { team: teamMessages },
})
