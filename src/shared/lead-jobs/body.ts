import { object } from 'superstruct'
import { resultScopeFields } from '../leads/filters'
import { leadJobRequest } from './schemas'

/**
 * The whole body of POST /api/lead-jobs (and its estimate), as the OpenAPI document describes it: the server reads
 * `leadJobRequest` first and the scope after it (its own file: the scope's schemas are not for the message tables).
 */
export const leadJobBody = object({ ...leadJobRequest.schema, ...resultScopeFields })
