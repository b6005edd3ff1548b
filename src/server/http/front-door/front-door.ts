import type { Hono, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { refusal } from '../api-error'
import { checkedBody } from './checked-body'
import { checkQuery } from './checked-query'
import type { Logger } from './logger'
import { requestLog } from './request-log'
import { securityHeaders } from './security-headers'

const MAX_BODY_BYTES = 256 * 1024
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A POST route that reads its body itself: `multipart` within its own size limit, `signed` as the bytes a sender signed. */
export type OwnBody = { path: string; kind: 'multipart' | 'signed' }

type FrontDoorOptions = {
  logger: Logger
  trustProxy: boolean
  /**
   * Routes (exact paths, POST) that read their body themselves: `multipart` ones within their own size limit and
   * through checkedForm; `signed` ones as the raw bytes a sender signed (a payment provider's events), answered
   * as that sender documents.
   */
  ownBodies: readonly OwnBody[]
  /** The configured chat widget's loader URL: the page policy opens its origin (security-headers.ts). */
  chatWidgetScript?: string | null
}

/**
 * The layers every request passes, in order (docs/decisions.md, "The front door"): the request id and its log line;
 * the security headers; the body size limit; the query string's text; the body's encoding, depth and text. Only
 * then does routing reach a module's own middleware (authentication) and handler.
 */
export function installFrontDoor(app: Hono<any>, options: FrontDoorOptions): void {
  const ownBody = (method: string, path: string) => (method === 'POST' ? options.ownBodies.find((r) => r.path === path)?.kind : undefined)

  app.use(requestLog(options.logger, options.trustProxy))
  app.use(securityHeaders(options.chatWidgetScript ?? null))

  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The unread rest of the body makes the connection unusable: tell the client not to reuse it.
    onError: (c) => c.json(refusal(413, { code: 'error.body_too_large' }).body, 413, { Connection: 'close' }),
  })
  app.use((c, next) => (ownBody(c.req.method, c.req.path) === 'multipart' ? next() : limit(c, next)))

  const checkText: MiddlewareHandler = async (c, next) => {
    checkQuery(c)
    if (BODY_METHODS.has(c.req.method) && !ownBody(c.req.method, c.req.path)) await checkedBody(c)
    await next()
  }
  app.use(checkText)
}
