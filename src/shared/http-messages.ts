/**
 * The English of the refusals the front door sends (src/server/http/front-door), codes `http.<key>` beside each
 * answer's `message` and `params`. The details a client may want to show (the field, the limit) are in
 * `params`, so the wording stays one sentence per code.
 */
export const httpMessages = {
  /** params: { max_depth } */
  body_too_deep: 'The request body is nested too deeply.',
  /** The body's bytes are not UTF-8. params: {} */
  body_not_utf8: 'The request body must be UTF-8 text.',
  /** params: { field } */
  text_has_nul: 'The text contains a NUL character, which cannot be stored.',
  /** A lone UTF-16 surrogate, or a query value whose percent-escapes are not UTF-8. params: { field } */
  text_not_unicode: 'The text is not valid Unicode.',
} as const

export type HttpMessageKey = keyof typeof httpMessages
