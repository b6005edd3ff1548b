/**
 * Human titles of the shell's routes (each feature titles its own in src/shared/<feature>/i18n). Keys are route names
 * with dots replaced by underscores (rosetta reads dots as nesting): use routeTitleKey(name) from commands/titles.ts,
 * e.g. 'routes.leadSearch_savedLists'.
 */
export const routes = {
  auth_login: 'Log in',
  auth_register: 'Create an account',
  auth_confirmEmail: 'Confirm your e-mail',
  auth_forgotPassword: 'Forgot password',
  auth_resetPassword: 'Reset password',
  home: 'Home',
  settings: 'Settings',
}
