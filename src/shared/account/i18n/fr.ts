import type { MessageTranslationsOf } from '../../message-format'
import type { accountMessages } from '../messages'

const account = {
  commands: {
    saveProfile: 'Enregistrer le profil',
    changePassword: 'Changer le mot de passe',
    requestEmail: 'Envoyer un code à la nouvelle adresse',
    confirmEmail: 'Confirmer la nouvelle adresse',
    resendEmail: 'Renvoyer le code de l’adresse e-mail',
  },
  reason: {
    onProfile: 'Uniquement sur la page du profil',
    onPassword: 'Uniquement sur la page de changement de mot de passe',
    onEmail: 'Uniquement sur la page de changement d’adresse e-mail',
    codeSent: 'Un code a été envoyé : confirmez-le d’abord',
    requestFirst: 'Demandez d’abord un code',
    resendWait: 'Vous pourrez demander un nouveau code dans un instant',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  profile: 'Paramètres du profil',
  profile_profile: 'Profil',
  profile_email: "Changer d'adresse e-mail",
  profile_password: 'Changer le mot de passe',
  profile_apiKey: 'Clés API',
}

const messages: MessageTranslationsOf<{ account: typeof accountMessages }> = {
  account: {
    profile_updated: 'Votre profil a été mis à jour.',
    password_changed: 'Votre mot de passe a été modifié.',
    current_password_wrong: 'Le mot de passe actuel est incorrect.',
    mail_change_sent: 'Nous avons envoyé un code à votre nouvelle adresse e-mail.',
    mail_changed: 'Votre adresse e-mail a été modifiée.',
    no_pending_mail_change: 'Aucun changement d’adresse e-mail n’est en attente. Veuillez d’abord en demander un.',
    terms_accepted: 'Merci d’avoir accepté les conditions.',
    search_limit_reached: {
      one: 'Vous avez utilisé votre {{count}} recherche de cette période. Vos recherches sont renouvelées le {{date}}.',
      other: 'Vous avez utilisé les {{count}} recherches de cette période. Vos recherches sont renouvelées le {{date}}.',
    },
    licence_ended: 'Votre licence a pris fin le {{date}}.',
  },
}

export const strings = { account, routes, messages }
