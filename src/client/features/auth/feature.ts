import { defineClientFeature } from '../../routing/client-feature'
import { lazyPage } from '../../routing/lazy-page'

export const authClient = defineClientFeature({
  id: 'auth',
  pages: {
    'auth.login': lazyPage(() => import('./login-page')),
    'auth.register': lazyPage(() => import('./register-page')),
    'auth.confirmEmail': lazyPage(() => import('./confirm-email-page')),
    'auth.forgotPassword': lazyPage(() => import('./forgot-password-page')),
    'auth.resetPassword': lazyPage(() => import('./reset-password-page')),
  },
})
