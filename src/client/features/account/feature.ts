import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const accountClient = defineClientFeature({
  id: 'account',
  pages: {
    'profile.profile': lazyPage(() => import('./profile-page')),
    'profile.email': lazyPage(() => import('./email-page')),
    'profile.password': lazyPage(() => import('./password-page')),
    'profile.apiKey': lazyPage(() => import('./api-key-page')),
  },
})
