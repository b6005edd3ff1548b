/** Sign-in, registration and confirmation codes (codes `auth.*`). */
export const authMessages = {
  invalid_credentials: 'These credentials do not match our records.',
  too_many_attempts: 'Too many login attempts. Please try again in {{seconds}} seconds.',
  email_not_confirmed: 'Please confirm your e-mail address first.',
  account_disabled: 'This account has been disabled.',
  email_taken: 'The email has already been taken.',
  invalid_code: 'The code is invalid.',
  expired_code: 'The code has expired. Please request a new one.',
  resend_wait: 'Please wait {{seconds}} seconds before requesting a new code.',
  social_token_invalid: 'The sign-in token could not be verified.',
  logged_out: 'Successfully logged out.',
  registered: 'Your account has been created. We sent a confirmation code to your e-mail address.',
  email_confirmed: 'Your e-mail address has been confirmed. You can sign in now.',
  code_resent: 'If the address needs confirming, a new code is on its way.',
  reset_code_sent: 'If an account exists for this e-mail address, we sent a password reset code to it.',
  password_reset: 'Your password has been reset. You can sign in with the new password.',
} as const
