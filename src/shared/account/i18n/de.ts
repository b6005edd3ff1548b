import type { MessageTranslationsOf } from '../../message-format'
import type { accountMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  profile: 'Profileinstellungen',
  profile_profile: 'Profil',
  profile_email: 'E-Mail-Adresse ändern',
  profile_password: 'Passwort ändern',
  profile_apiKey: 'API-Schlüssel',
}

const messages: MessageTranslationsOf<{ account: typeof accountMessages }> = {
  account: {
    profile_updated: 'Ihr Profil wurde aktualisiert.',
    password_changed: 'Ihr Passwort wurde geändert.',
    current_password_wrong: 'Das aktuelle Passwort ist falsch.',
    mail_change_sent: 'Wir haben einen Code an Ihre neue E-Mail-Adresse gesendet.',
    mail_changed: 'Ihre E-Mail-Adresse wurde geändert.',
    no_pending_mail_change: 'Es steht keine Änderung der E-Mail-Adresse aus. Bitte fordern Sie zuerst eine an.',
    terms_accepted: 'Vielen Dank, dass Sie die Nutzungsbedingungen akzeptiert haben.',
  },
}

export const strings = { routes, messages }
