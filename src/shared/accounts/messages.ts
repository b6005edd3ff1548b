import { moduleNames } from '../modules'

/** Accounts, switching, related accounts and the module guard (codes `accounts.*`). */
export const accountsMessages = {
  module_required: 'Your access in this account does not include {{module}}.',
  inactive: 'This account is inactive: it has no plan from its parent account\'s packages.',
  not_found: 'You cannot act as this account.',
  no_account: 'You do not belong to any account. Ask an account owner to invite you again.',
  switched: 'You are now acting as {{name}}.',
  owner_only: 'Only the owner of this account can manage its related accounts.',
  children_not_allowed: 'Your plan does not allow related accounts.',
  child_limit_reached: { one: 'Your plan allows {{count}} related account.', other: 'Your plan allows {{count}} related accounts.' },
  no_grandchildren: 'A related account cannot have related accounts of its own.',
  module_not_held: 'A related account can only be given access this account has.',
  plan_not_offered: 'Choose a plan from this account\'s packages.',
  child_created: 'Related account {{name}} created.',
  child_updated: 'Related account {{name}} saved.',
} as const

/** The modules by slug, as a message names them (`{{module}}`). */
export const moduleMessageNames = moduleNames
