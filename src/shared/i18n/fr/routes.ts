/** Titres des routes ; clés comme dans en/routes.ts (routeTitleKey de commands/titles.ts). */
export const routes = {
  auth_login: 'Connexion',
  auth_register: 'Créer un compte',
  auth_confirmEmail: 'Confirmez votre adresse e-mail',
  auth_forgotPassword: 'Mot de passe oublié',
  auth_resetPassword: 'Réinitialiser le mot de passe',
  home: 'Accueil',
  settings: 'Paramètres',
}
