import type { MessageTranslationsOf } from '../../message-format'
import type { accountMessages } from '../messages'

const account = {
  commands: {
    saveProfile: 'Guardar el perfil',
    changePassword: 'Cambiar la contraseña',
    requestEmail: 'Enviar un código al nuevo correo',
    confirmEmail: 'Confirmar el nuevo correo',
    resendEmail: 'Volver a enviar el código del correo',
  },
  reason: {
    onProfile: 'Solo en la página del perfil',
    onPassword: 'Solo en la página de cambio de contraseña',
    onEmail: 'Solo en la página de cambio de correo',
    codeSent: 'Se ha enviado un código: confírmalo primero',
    requestFirst: 'Pide primero un código',
    resendWait: 'Podrás pedir un código nuevo en breve',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  profile: 'Ajustes del perfil',
  profile_profile: 'Perfil',
  profile_email: 'Cambiar el correo electrónico',
  profile_password: 'Cambiar la contraseña',
  profile_apiKey: 'Claves de API',
}

const messages: MessageTranslationsOf<{ account: typeof accountMessages }> = {
  account: {
    profile_updated: 'Tu perfil se ha actualizado.',
    password_changed: 'Tu contraseña se ha cambiado.',
    current_password_wrong: 'La contraseña actual no es correcta.',
    mail_change_sent: 'Te hemos enviado un código a tu nueva dirección de correo electrónico.',
    mail_changed: 'Tu dirección de correo electrónico se ha cambiado.',
    no_pending_mail_change: 'No hay ningún cambio de correo electrónico pendiente. Solicita uno primero.',
    terms_accepted: 'Gracias por aceptar las condiciones.',
    search_limit_reached: {
      one: 'Has usado tu {{count}} búsqueda de este periodo. Tus búsquedas se renuevan el {{date}}.',
      other: 'Has usado las {{count}} búsquedas de este periodo. Tus búsquedas se renuevan el {{date}}.',
    },
    licence_ended: 'Tu licencia terminó el {{date}}.',
  },
}

export const strings = { account, routes, messages }
