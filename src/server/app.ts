import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './app-deps'
import { ApiError, notFound, refusal } from './http/api-error'
import { installFrontDoor } from './http/front-door/front-door'
import { createLogger, type Logger } from './http/front-door/logger'
import { describedRoutes } from './http/route-policy'
import { publishRoutes } from './modules/openapi/published-routes'
import { serverModules, type ServerDeps } from './registered-modules'

type AppOptions = {
  /** Where request lines and unexpected errors go; by default stdout at the configured LOG_LEVEL. */
  logger?: Logger
}

/**
 * Composes the API: the front door every request passes, the routes of every registered module, and the one place
 * errors become JSON responses. Refuses to build an app with a route that declares no policy (src/server/http/allow.ts).
 */
export function createApp(deps: ServerDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>()
  const logger = options.logger ?? createLogger(deps.config.logLevel)

  installFrontDoor(app, {
    logger,
    trustProxy: deps.config.trustProxy,
    ownBodies: serverModules.flatMap((module) => module.ownBodies ?? []),
    chatWidgetScript: deps.config.chatWidget?.scriptUrl ?? null,
  })

  for (const module of serverModules) for (const router of module.routes ?? []) app.route(router.mount, router.routes(deps))
  const routes = describedRoutes(app)
  const undeclared = routes.filter((route) => !route.policy)
  if (undeclared.length) throw new Error(`Routes without a declared policy: ${undeclared.map((r) => `${r.method} ${r.path}`).join(', ')}`)
  publishRoutes(deps, routes)

  app.notFound((c) => c.json(notFound().body, 404))
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.status, err.headers)
    if (err instanceof HTTPException) return c.json(refusal(err.status, { code: 'error.something_wrong' }, err.message ? { message: err.message } : {}).body, err.status)
    // Logged once, on the request's own line (request-log.ts reads c.error).
    return c.json(refusal(500, { code: 'error.unexpected' }).body, 500)
  })
  return app
}
