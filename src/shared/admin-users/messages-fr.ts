import type { MessageTranslationsOf } from '../message-format'
import type { adminUsersMessages } from './messages'

export const adminUsersMessagesFr: MessageTranslationsOf<{ admin_users: typeof adminUsersMessages }> = {
  admin_users: {
    impersonate_super_admin: 'Personne ne peut se connecter en tant que super administrateur.',
    impersonate_admin: 'Seul un super administrateur peut se connecter en tant qu’administrateur.',
    impersonate_inactive: 'Cet utilisateur est supprimé ou désactivé : restaurez-le avant de vous connecter en tant que lui.',
    impersonate_nested: 'Vous consultez déjà en tant qu’un utilisateur : revenez d’abord à votre propre session.',
    impersonate_self: 'Vous ne pouvez pas vous connecter en tant que vous-même.',
    not_impersonating: 'Cette session ne consulte pas en tant qu’un autre utilisateur.',
    delete_self: 'Vous ne pouvez pas supprimer votre propre utilisateur.',
    super_admin_only: 'Seul un super administrateur peut faire cela à un administrateur ou à un super administrateur.',
    plan_unknown: 'Ce forfait n’existe pas.',
    parent_unknown: 'Ce compte n’existe pas.',
    parent_invalid: 'Ce compte ne peut pas être le compte parent : c’est le compte de l’utilisateur ou un compte enfant.',
    no_account: 'Cet utilisateur n’a pas de compte à lui.',
    ids_or_filter: 'Choisissez les utilisateurs soit par leurs identifiants, soit par un filtre.',
  },
}
