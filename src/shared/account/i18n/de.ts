import type { MessageTranslationsOf } from '../../message-format'
import type { accountMessages } from '../messages'

const account = {
  commands: {
    saveProfile: 'Profil speichern',
    changePassword: 'Passwort ändern',
    requestEmail: 'Code an die neue E-Mail-Adresse senden',
    confirmEmail: 'Neue E-Mail-Adresse bestätigen',
    resendEmail: 'E-Mail-Code erneut senden',
  },
  reason: {
    onProfile: 'Nur auf der Profilseite',
    onPassword: 'Nur auf der Seite „Passwort ändern“',
    onEmail: 'Nur auf der Seite „E-Mail ändern“',
    codeSent: 'Ein Code wurde gesendet: bestätige ihn zuerst',
    requestFirst: 'Fordere zuerst einen Code an',
    resendWait: 'Ein neuer Code kann gleich angefordert werden',
  },
}

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
    search_limit_reached: {
      one: 'Sie haben Ihre {{count}} Suche dieses Zeitraums verbraucht. Ihre Suchen werden am {{date}} erneuert.',
      other: 'Sie haben alle {{count}} Suchen dieses Zeitraums verbraucht. Ihre Suchen werden am {{date}} erneuert.',
    },
    licence_ended: 'Ihre Lizenz ist am {{date}} abgelaufen.',
  },
}

export const strings = { account, routes, messages }
