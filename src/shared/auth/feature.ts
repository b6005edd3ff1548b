import { defineFeature, route } from '../feature-descriptor'
import { authMessages } from './messages'

/** Sign-in, registration, e-mail confirmation and password reset (the auth layout). Its strings are the shell's core. */
export const authFeature = defineFeature({
  id: 'auth',
  routes: [
    route('auth.login', '/login', { layout: 'auth' }),
    route('auth.register', '/register', { layout: 'auth' }),
    route('auth.confirmEmail', '/confirm-email', { layout: 'auth' }),
    route('auth.forgotPassword', '/forgot-password', { layout: 'auth' }),
    route('auth.resetPassword', '/reset-password', { layout: 'auth' }),
  ],
  messages: { auth: authMessages },
})
