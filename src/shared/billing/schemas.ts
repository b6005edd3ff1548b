import { enums, integer, min, object, size, string, type Infer } from 'superstruct'
import { flowKinds } from './types'

/** POST /api/accept-terms: the version the user read (it must be the current one). */
export const acceptTermsBody = object({ version: min(integer(), 1) })
export type AcceptTermsBody = Infer<typeof acceptTermsBody>

/** POST /api/callbacks/finish: the `state` and `kind` the return URL carries. */
export const finishCallbackBody = object({ state: size(string(), 1, 200), kind: enums(flowKinds) })
export type FinishCallbackBody = Infer<typeof finishCallbackBody>
