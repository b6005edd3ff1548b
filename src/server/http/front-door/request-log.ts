import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { loggedError, type Logger } from './logger'

/** An id a proxy in front may pass on (TRUST_PROXY=1): short, and of characters that cannot break a log line. */
const USABLE_ID = /^[\w.:-]{1,128}$/

/**
 * Outermost layer: gives every request an id (X-Request-Id on every answer) and writes one line when it is answered:
 * the id, who asked (user id, API key id), the method, the route's pattern (never the path as sent, nor its query),
 * the status and the time taken. An unexpected error goes on the same line, at level error.
 */
export function requestLog(logger: Logger, trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const offered = trustProxy ? c.req.header('x-request-id') : undefined
    const id = offered && USABLE_ID.test(offered) ? offered : randomUUID()
    c.set('requestId', id)
    await next()
    c.res.headers.set('X-Request-Id', id)
    const status = c.res.status
    const line = {
      reqId: id,
      userId: (c.get('user') as { id?: number } | undefined)?.id,
      apiKeyId: c.get('apiKeyId') as number | undefined,
      method: c.req.method,
      route: routePath(c) || undefined,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    }
    if (status >= 500) logger.error({ ...line, err: c.error ? loggedError(c.error) : undefined }, 'request failed')
    else logger.info(line, 'request')
  }
}
