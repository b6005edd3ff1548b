/** The back office's users (codes `admin_users.*`): refusals of the users API and of "log in as user". */
export const adminUsersMessages = {
  impersonate_super_admin: 'Nobody can log in as a super admin.',
  impersonate_admin: 'Only a super admin can log in as an admin.',
  impersonate_inactive: 'This user is deleted or disabled: restore them before logging in as them.',
  impersonate_nested: 'You are already viewing as a user: return to your own session first.',
  impersonate_self: 'You cannot log in as yourself.',
  not_impersonating: 'This session is not viewing as another user.',
  delete_self: 'You cannot delete your own user.',
  super_admin_only: 'Only a super admin can do this to an admin or a super admin.',
  plan_unknown: 'This plan does not exist.',
  parent_unknown: 'This account does not exist.',
  parent_invalid: 'This account cannot be the parent: it is the user\'s own account or a child account itself.',
  no_account: 'This user has no account of their own.',
  ids_or_filter: 'Choose the users either by their ids or by a filter.',
} as const
