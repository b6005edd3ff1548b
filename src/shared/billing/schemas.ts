import { enums, integer, min, object, size, string } from 'superstruct'
import { flowKinds } from './types'

/** POST /api/accept-terms: the version the user read (it must be the current one). */
export const acceptTermsBody = object({ version: min(integer(), 1) })

/** POST /api/callbacks/finish: the `state` and `kind` the return URL carries. */
export const finishCallbackBody = object({ state: size(string(), 1, 200), kind: enums(flowKinds) })
