/** Success and account messages the server answers with (the shared catalogue holds the error wording). */
export const serverMessages = {
  loggedOut: 'Successfully logged out.',
  registered: 'Your account has been created. We sent a confirmation code to your e-mail address.',
  emailConfirmed: 'Your e-mail address has been confirmed. You can sign in now.',
  codeResent: 'If the address needs confirming, a new code is on its way.',
  resetCodeSent: 'If an account exists for this e-mail address, we sent a password reset code to it.',
  passwordReset: 'Your password has been reset. You can sign in with the new password.',
  profileUpdated: 'Your profile has been updated.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is incorrect.',
  mailChangeSent: 'We sent a code to your new e-mail address.',
  mailChanged: 'Your e-mail address has been changed.',
  noPendingMailChange: 'There is no pending e-mail change. Please request one first.',
  termsAccepted: 'Thank you for accepting the terms.',
  bodyTooLarge: 'The request body is too large.',
} as const
