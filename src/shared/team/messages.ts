/** Team members of an account: invitations, access, removal (codes `team.*`). */
export const teamMessages = {
  owner_only: 'Only the owner of this account can manage its team.',
  module_not_held: 'A team member can only be given access this account has.',
  already_member: '{{email}} is already on this team.',
  is_owner: 'The owner of the account is always on its team.',
  owner_not_removable: 'The owner of the account cannot be removed.',
  not_found: 'This team member does not exist.',
  already_joined: 'This person has already joined; only a pending invitation can be sent again.',
  invited: 'Invitation sent to {{email}}.',
  resent: 'Invitation sent again to {{email}}.',
  updated: 'Access of {{email}} saved.',
  removed: '{{email}} was removed from the team.',
  invitation_invalid: 'This invitation link is not valid or has expired. Ask the account owner to send it again.',
  sign_in_first: 'You already have a login with this e-mail address. Sign in, then open the invitation link again.',
  other_email: 'This invitation was sent to {{email}}. Sign in with that address to accept it.',
  password_needed: 'Choose a password to create your login.',
  joined: 'You joined {{name}}.',
} as const
