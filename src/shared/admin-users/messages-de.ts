import type { MessageTranslationsOf } from '../message-format'
import type { adminUsersMessages } from './messages'

export const adminUsersMessagesDe: MessageTranslationsOf<{ admin_users: typeof adminUsersMessages }> = {
  admin_users: {
    impersonate_super_admin: 'Niemand kann sich als Super-Administrator anmelden.',
    impersonate_admin: 'Nur ein Super-Administrator kann sich als Administrator anmelden.',
    impersonate_inactive: 'Dieser Benutzer ist gelöscht oder deaktiviert: Stellen Sie ihn wieder her, bevor Sie sich als er anmelden.',
    impersonate_nested: 'Sie sehen bereits als ein Benutzer: Kehren Sie zuerst zu Ihrer eigenen Sitzung zurück.',
    impersonate_self: 'Sie können sich nicht als Sie selbst anmelden.',
    not_impersonating: 'Diese Sitzung sieht nicht als ein anderer Benutzer.',
    delete_self: 'Sie können Ihren eigenen Benutzer nicht löschen.',
    super_admin_only: 'Nur ein Super-Administrator kann dies mit einem Administrator oder Super-Administrator tun.',
    plan_unknown: 'Dieser Tarif existiert nicht.',
    parent_unknown: 'Dieses Konto existiert nicht.',
    parent_invalid: 'Dieses Konto kann nicht das übergeordnete sein: Es ist das eigene Konto des Benutzers oder selbst ein Unterkonto.',
    no_account: 'Dieser Benutzer hat kein eigenes Konto.',
    ids_or_filter: 'Wählen Sie die Benutzer entweder über ihre IDs oder über einen Filter aus.',
  },
}
