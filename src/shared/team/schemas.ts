import { array, enums, object, optional, refine, size, boolean } from 'superstruct'
import { moduleSlugs } from '../modules'
import { email, password, reject, requiredString } from '../validate'

const accessOptions = refine(array(enums(moduleSlugs)), 'access', (v) => v.length > 0 || reject('validation.access_option'))

/** POST /api/team/members: the address to invite and at least one access option. */
export const teamInviteBody = object({ email: size(email(), 3, 254), modules: accessOptions })

/** PUT /api/team/members/{id}: the member's new access options. */
export const teamAccessBody = object({ modules: accessOptions })

/** POST /api/team/invitations/accept: the token of the mailed link; a new person also names themselves and sets a password. */
export const acceptInvitationBody = object({
  token: size(requiredString(), 1, 200),
  first_name: optional(size(requiredString(), 1, 80)),
  last_name: optional(size(requiredString(), 1, 80)),
  password: optional(password()),
  /** A new person ticked the agreement: they accept the terms current now. */
  terms: optional(boolean()),
})

/** The accept-invitation form of a person new to the console: their name and a password. */
export const newMemberFields = object({ first_name: size(requiredString(), 1, 80), last_name: size(requiredString(), 1, 80), password: password(), terms: boolean() })
