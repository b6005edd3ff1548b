/** Títulos de las rutas; claves como en en/routes.ts (routeTitleKey de commands/titles.ts). */
export const routes = {
  auth_login: 'Iniciar sesión',
  auth_register: 'Crear una cuenta',
  auth_confirmEmail: 'Confirma tu correo electrónico',
  auth_forgotPassword: 'He olvidado mi contraseña',
  auth_resetPassword: 'Restablecer la contraseña',
  home: 'Inicio',
  settings: 'Ajustes',
}
