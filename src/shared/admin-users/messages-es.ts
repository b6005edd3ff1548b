import type { MessageTranslationsOf } from '../message-format'
import type { adminUsersMessages } from './messages'

export const adminUsersMessagesEs: MessageTranslationsOf<{ admin_users: typeof adminUsersMessages }> = {
  admin_users: {
    impersonate_super_admin: 'Nadie puede iniciar sesión como un superadministrador.',
    impersonate_admin: 'Solo un superadministrador puede iniciar sesión como un administrador.',
    impersonate_inactive: 'Este usuario está eliminado o desactivado: restáuralo antes de iniciar sesión como él.',
    impersonate_nested: 'Ya estás viendo como un usuario: vuelve primero a tu propia sesión.',
    impersonate_self: 'No puedes iniciar sesión como tú mismo.',
    not_impersonating: 'Esta sesión no está viendo como otro usuario.',
    delete_self: 'No puedes eliminar tu propio usuario.',
    super_admin_only: 'Solo un superadministrador puede hacer esto a un administrador o a un superadministrador.',
    plan_unknown: 'Este plan no existe.',
    parent_unknown: 'Esta cuenta no existe.',
    parent_invalid: 'Esta cuenta no puede ser la principal: es la propia cuenta del usuario o una cuenta secundaria.',
    no_account: 'Este usuario no tiene una cuenta propia.',
    ids_or_filter: 'Elige los usuarios por sus identificadores o por un filtro.',
  },
}
