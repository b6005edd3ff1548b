import { array, enums, integer, nullable, object, optional, refine, size } from 'superstruct'
import { moduleSlugs } from '../modules'
import { reject, requiredString } from '../validate'

const accessOptions = refine(array(enums(moduleSlugs)), 'access', (v) => v.length > 0 || reject('validation.access_option'))

/** POST /api/accounts/switch */
export const switchAccountBody = object({ account_id: integer() })

/** POST /api/accounts/children: a name, at least one access option, and a plan from the parent's packages (none: inactive). */
export const childAccountBody = object({
  name: size(requiredString(), 1, 80),
  modules: accessOptions,
  plan_id: optional(nullable(integer())),
})

/** PUT /api/accounts/children/{id}: any of the same fields. */
export const childAccountUpdateBody = object({
  name: optional(size(requiredString(), 1, 80)),
  modules: optional(accessOptions),
  plan_id: optional(nullable(integer())),
})
