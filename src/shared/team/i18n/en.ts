/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  manageTeam: 'Team',
  acceptInvitation: 'Accept invitation',
}

/** The manage-team page, the accept-invitation page and the commands. */
const team = {
  status: { owner: 'Owner', active: 'Member', pending: 'Invited', expired: 'Invitation expired' },
  page: {
    title: 'Team',
    lead: 'People you invite work in this account within the access you choose: its lists, credits and connections are this account\'s.',
    ownerOnly: 'Only the owner of this account manages its team.',
    loadFailed: 'The team could not be loaded.',
    caption: 'Team members of this account',
    columns: { email: 'E-mail', name: 'Name', status: 'Status', access: 'Access', actions: 'Actions' },
    everything: 'Everything this account has',
    inviteTitle: 'Invite a team member',
    email: 'E-mail address',
    access: 'Access options',
    invite: 'Send invitation',
    inviting: 'Sending…',
    editTitle: 'Access of {{email}}',
    save: 'Save access of {{email}}',
    saving: 'Saving…',
    cancel: 'Cancel',
    edit: 'Edit access of {{email}}',
    remove: 'Remove {{email}}',
    resend: 'Resend to {{email}}',
    removeNamed: 'Remove {{email}} from the team',
    removeMessage: 'They stop working in this account at once. You can invite them again later.',
    removeYes: 'Remove',
  },
  accept: {
    title: 'Join a team',
    lead: 'You were invited to work in an account of this console.',
    newLead: 'Choose your name and a password to create your login.',
    signedInLead: 'You are signed in as {{email}}. Accept to join the team with this login.',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    join: 'Create login and join',
    joinSignedIn: 'Accept invitation',
    joining: 'Joining…',
    missingToken: 'This page needs the link from your invitation e-mail.',
    signIn: 'Sign in',
  },
  commands: {
    invite: 'Invite a team member',
    editAccess: 'Edit a team member\'s access…',
    remove: 'Remove a team member…',
    resend: 'Resend an invitation…',
    member: '{{email}}',
    accept: 'Accept the invitation',
  },
  reason: {
    openLink: 'Open the link of your invitation e-mail',
    ownerOnly: 'Only the account owner can do this',
    openPage: 'Open the team page first',
    loading: 'The team is still loading',
    noMembers: 'There are no team members yet',
    noPending: 'There is no pending invitation',
  },
}

export const strings = { routes, team }
