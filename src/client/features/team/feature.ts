import { withAllStrings } from '../../i18n'
import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const teamClient = defineClientFeature({
  id: 'team',
  pages: {
    manageTeam: lazyPage(() => import('./manage-team-page')),
    // An auth-layout page, where only the core strings are loaded up front: it waits for the team's too.
    acceptInvitation: lazyPage(() => withAllStrings(import('./accept-invitation-page'))),
  },
})
