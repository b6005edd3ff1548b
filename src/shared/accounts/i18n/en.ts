/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  settings_relatedAccounts: 'Related accounts',
}

/** The account indicator of the top bar, the related accounts page and the commands. */
const accounts = {
  indicator: {
    region: 'Acting account',
    button: 'Acting as {{name}}',
    childOf: 'Related account of {{parent}}',
    listLabel: 'Accounts you can act as',
    current: 'Current',
    inactive: 'This account is inactive: it has no plan from its parent account\'s packages. Its owner chooses one on the parent\'s related accounts page.',
  },
  access: { owner: 'Owner', member: 'Team member', parent: 'Owner of the parent account' },
  status: { active: 'Active', inactive: 'Inactive' },
  related: {
    title: 'Related accounts',
    lead: 'Accounts you create under this one. Switch into one to work in it: its lists, credits and settings are its own, and it can use this account\'s CRM connections.',
    limit: { one: 'Your plan allows {{count}} related account; {{used}} in use.', other: 'Your plan allows {{count}} related accounts; {{used}} in use.' },
    notAllowed: 'Your plan does not allow related accounts.',
    childNotice: 'This is a related account of {{parent}}. Related accounts are managed from the parent account.',
    ownerOnly: 'Only the owner of this account manages its related accounts.',
    loadFailed: 'The related accounts could not be loaded.',
    none: 'No related accounts yet.',
    createTitle: 'Create a related account',
    editTitle: 'Edit {{name}}',
    name: 'Account name',
    access: 'Access options',
    plan: 'Plan',
    noPlan: 'No plan (the account stays inactive)',
    create: 'Create related account',
    creating: 'Creating…',
    save: 'Save {{name}}',
    saving: 'Saving…',
    cancel: 'Cancel',
    caption: 'Related accounts of this account',
    columns: { name: 'Name', status: 'Status', plan: 'Plan', access: 'Access', actions: 'Actions' },
    switchTo: 'Switch to {{name}}',
    edit: 'Edit {{name}}',
  },
  commands: {
    switch: 'Switch account…',
    switchTo: '{{name}}',
    switchBack: 'Back to the parent account',
    createChild: 'Create a related account',
  },
  reason: {
    loading: 'The accounts are still loading',
    noOther: 'There is no other account to act as',
    notChild: 'You are not acting as a related account',
    ownerOnly: 'Only the account owner can do this',
    notAllowed: 'Your plan does not allow related accounts',
  },
}

export const strings = { routes, accounts }
