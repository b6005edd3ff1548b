import type { Context } from 'hono'
import { validationFailed } from '../api-error'
import { jsonNestsDeeperThan } from './json-depth'
import { findBadText } from './text-check'
import { frontDoorRefusal } from './refusal'

/** Deeper than any body the API takes (a lead filter nests 4 levels); deep enough for whatever a client adds. */
const MAX_JSON_DEPTH = 32

type CheckedBody = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'malformed' }

const checked = new WeakMap<Request, Promise<CheckedBody>>()
const utf8 = new TextDecoder('utf-8', { fatal: true })

async function check(c: Context): Promise<CheckedBody> {
  const bytes = await c.req.arrayBuffer()
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    throw frontDoorRefusal('body_not_utf8', 'body')
  }
  if (text.trim() === '') return { kind: 'empty' }
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw frontDoorRefusal('body_too_deep', 'body', { max_depth: MAX_JSON_DEPTH })
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    // Routes that read a body answer this with their own 422; a route that takes none has no use for it.
    return { kind: 'malformed' }
  }
  const bad = findBadText(value)
  if (bad) throw frontDoorRefusal(bad.code, bad.field)
  return { kind: 'json', value }
}

/**
 * The request's body, read once and checked once: UTF-8, at most MAX_JSON_DEPTH deep, and, when it is JSON, with
 * no NUL or lone surrogate in any string or key. The front door calls it for every request that may carry a body,
 * so a refusal happens before any route runs; routes read the same answer through readBody.
 */
export function checkedBody(c: Context): Promise<CheckedBody> {
  let found = checked.get(c.req.raw)
  if (!found) {
    found = check(c)
    checked.set(c.req.raw, found)
  }
  return found
}

/** The body as JSON, or the 422 a malformed one gets. */
export async function checkedJson(c: Context): Promise<unknown> {
  const body = await checkedBody(c)
  if (body.kind === 'malformed') throw validationFailed({ body: [{ code: 'error.invalid_json', params: { field: 'body' } }] }, {}, { code: 'error.invalid_data' })
  return body.kind === 'json' ? body.value : undefined
}
