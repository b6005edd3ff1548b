const account = {
  commands: {
    saveProfile: 'Save profile',
    changePassword: 'Change password',
    requestEmail: 'Send a code to the new e-mail',
    confirmEmail: 'Confirm the new e-mail',
    resendEmail: 'Send the e-mail code again',
  },
  reason: {
    onProfile: 'Only on the profile page',
    onPassword: 'Only on the change password page',
    onEmail: 'Only on the change e-mail page',
    codeSent: 'A code was sent: confirm it first',
    requestFirst: 'Ask for a code first',
    resendWait: 'A new code can be requested shortly',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  profile: 'Profile settings',
  profile_profile: 'Profile',
  profile_email: 'Change e-mail',
  profile_password: 'Change password',
  profile_apiKey: 'API keys',
}

export const strings = { account, routes }
