import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const teamClient = defineClientFeature({
  id: 'team',
  pages: {
    manageTeam: lazyPage(() => import('./manage-team-page')),
    acceptInvitation: lazyPage(() => import('./accept-invitation-page')),
  },
})
