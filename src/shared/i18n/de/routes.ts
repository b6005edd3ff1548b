/** Titel der Routen; Schlüssel wie in en/routes.ts (routeTitleKey aus commands/titles.ts). */
export const routes = {
  auth_login: 'Anmelden',
  auth_register: 'Konto erstellen',
  auth_confirmEmail: 'E-Mail-Adresse bestätigen',
  auth_forgotPassword: 'Passwort vergessen',
  auth_resetPassword: 'Passwort zurücksetzen',
  home: 'Startseite',
  settings: 'Einstellungen',
}
