import type { MessageTranslationsOf } from '../../message-format'
import type { teamMessages } from '../messages'

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  manageTeam: 'Team',
  acceptInvitation: 'Einladung annehmen',
}

const team = {
  status: { owner: 'Inhaber', active: 'Mitglied', pending: 'Eingeladen', expired: 'Einladung abgelaufen' },
  page: {
    title: 'Team',
    lead: 'Eingeladene Personen arbeiten in diesem Konto mit dem Zugriff, den Sie wählen: Listen, Guthaben und Verbindungen sind die dieses Kontos.',
    ownerOnly: 'Nur der Inhaber dieses Kontos verwaltet sein Team.',
    loadFailed: 'Das Team konnte nicht geladen werden.',
    caption: 'Teammitglieder dieses Kontos',
    columns: { email: 'E-Mail', name: 'Name', status: 'Status', access: 'Zugriff', actions: 'Aktionen' },
    everything: 'Alles, was dieses Konto hat',
    inviteTitle: 'Teammitglied einladen',
    email: 'E-Mail-Adresse',
    access: 'Zugriffsoptionen',
    invite: 'Einladung senden',
    inviting: 'Wird gesendet…',
    editTitle: 'Zugriff von {{email}}',
    save: 'Zugriff von {{email}} speichern',
    saving: 'Wird gespeichert…',
    cancel: 'Abbrechen',
    edit: 'Zugriff von {{email}} bearbeiten',
    remove: '{{email}} entfernen',
    resend: 'Erneut an {{email}} senden',
    removeNamed: '{{email}} aus dem Team entfernen',
    removeMessage: 'Die Person arbeitet ab sofort nicht mehr in diesem Konto. Sie können sie später erneut einladen.',
    removeYes: 'Entfernen',
  },
  accept: {
    title: 'Einem Team beitreten',
    lead: 'Sie wurden eingeladen, in einem Konto dieser Konsole zu arbeiten.',
    newLead: 'Geben Sie Ihren Namen an und wählen Sie ein Passwort für Ihren Zugang.',
    signedInLead: 'Sie sind als {{email}} angemeldet. Nehmen Sie an, um dem Team mit diesem Zugang beizutreten.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    password: 'Passwort',
    join: 'Zugang anlegen und beitreten',
    joinSignedIn: 'Einladung annehmen',
    joining: 'Beitritt läuft…',
    missingToken: 'Diese Seite braucht den Link aus Ihrer Einladungs-E-Mail.',
    signIn: 'Anmelden',
  },
  commands: {
    invite: 'Teammitglied einladen',
    editAccess: 'Zugriff eines Teammitglieds bearbeiten…',
    remove: 'Teammitglied entfernen…',
    resend: 'Einladung erneut senden…',
    member: '{{email}}',
    accept: 'Einladung annehmen',
  },
  reason: {
    openLink: 'Öffnen Sie den Link aus Ihrer Einladungs-E-Mail',
    ownerOnly: 'Nur der Kontoinhaber kann das tun',
    openPage: 'Öffnen Sie zuerst die Teamseite',
    loading: 'Das Team wird noch geladen',
    noMembers: 'Es gibt noch keine Teammitglieder',
    noPending: 'Es gibt keine offene Einladung',
  },
}

const messages: MessageTranslationsOf<{ team: typeof teamMessages }> = {
  team: {
    owner_only: 'Nur der Inhaber dieses Kontos kann sein Team verwalten.',
    module_not_held: 'Ein Teammitglied kann nur Zugriff erhalten, den dieses Konto hat.',
    already_member: '{{email}} ist bereits in diesem Team.',
    is_owner: 'Der Inhaber des Kontos gehört immer zu seinem Team.',
    owner_not_removable: 'Der Inhaber des Kontos kann nicht entfernt werden.',
    not_found: 'Dieses Teammitglied gibt es nicht.',
    already_joined: 'Diese Person ist bereits beigetreten; nur eine offene Einladung kann erneut gesendet werden.',
    invited: 'Einladung an {{email}} gesendet.',
    resent: 'Einladung erneut an {{email}} gesendet.',
    updated: 'Zugriff von {{email}} gespeichert.',
    removed: '{{email}} wurde aus dem Team entfernt.',
    invitation_invalid: 'Dieser Einladungslink ist ungültig oder abgelaufen. Bitten Sie den Kontoinhaber, ihn erneut zu senden.',
    sign_in_first: 'Sie haben bereits einen Zugang mit dieser E-Mail-Adresse. Melden Sie sich an und öffnen Sie den Einladungslink erneut.',
    other_email: 'Diese Einladung wurde an {{email}} gesendet. Melden Sie sich mit dieser Adresse an, um sie anzunehmen.',
    password_needed: 'Wählen Sie ein Passwort für Ihren Zugang.',
    joined: 'Sie sind {{name}} beigetreten.',
  },
}

export const strings = { routes, team, messages }
