/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  profile: 'Profile settings',
  profile_profile: 'Profile',
  profile_email: 'Change e-mail',
  profile_password: 'Change password',
  profile_apiKey: 'API keys',
}

export const strings = { routes }
