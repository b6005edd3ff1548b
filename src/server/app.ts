import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppDeps, AppEnv } from './app-deps'
import { ApiError, notFound, refusal } from './http/api-error'
import { installFrontDoor } from './http/front-door/front-door'
import { createLogger, type Logger } from './http/front-door/logger'
import { accountRoutes } from './modules/account/routes'
import { adminRoutes } from './modules/admin/routes'
import { appErrorRoutes } from './modules/app-errors/routes'
import { PAYMENT_WEBHOOK_PATH, paymentWebhookRoutes, walletRoutes } from './modules/wallet/routes'
import { authRoutes } from './modules/auth/routes'
import { catalogueRoutes, publicCatalogueRoutes } from './modules/catalogue/routes'
import { locationRoutes } from './modules/locations/routes'
import { searchProgressRoutes } from './modules/search-progress/routes'
import { campaignRoutes } from './modules/campaigns/routes'
import { labelRoutes } from './modules/labels/routes'
import { resultRoutes } from './modules/results/routes'
import { aiTrainingRoutes, TRAINING_FILES_PATH } from './modules/ai-training/routes'
import { integrationRoutes } from './modules/integrations/routes'
import { leadJobRoutes } from './modules/lead-jobs/routes'
import { aiRoutes } from './modules/ai/routes'

type AppOptions = {
  /** Where request lines and unexpected errors go; by default stdout at the configured LOG_LEVEL. */
  logger?: Logger
}

/** Composes the API: the front door every request passes, every route, and the one place errors become JSON responses. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>()
  const logger = options.logger ?? createLogger(deps.config.logLevel)

  installFrontDoor(app, {
    logger,
    trustProxy: deps.config.trustProxy,
    ownBodies: [
      { path: TRAINING_FILES_PATH, kind: 'multipart' },
      { path: PAYMENT_WEBHOOK_PATH, kind: 'signed' },
    ],
  })

  app.route('/auth', authRoutes(deps))
  app.route('/api', publicCatalogueRoutes(deps))
  app.route('/api', appErrorRoutes(deps))
  app.route('/api', accountRoutes(deps))
  app.route('/api', catalogueRoutes(deps))
  app.route('/api', locationRoutes(deps))
  app.route('/api', paymentWebhookRoutes(deps))
  app.route('/api', walletRoutes(deps))
  app.route('/api', campaignRoutes(deps))
  app.route('/api', resultRoutes(deps))
  app.route('/api', labelRoutes(deps))
  app.route('/api', aiTrainingRoutes(deps))
  app.route('/api/admin', adminRoutes(deps))
  app.route('/api', searchProgressRoutes(deps))
  app.route('/api', integrationRoutes(deps))
  app.route('/api', leadJobRoutes(deps))
  app.route('/api', aiRoutes(deps))

  app.notFound((c) => c.json(notFound().body, 404))
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.status, err.headers)
    if (err instanceof HTTPException) return c.json(refusal(err.status, { code: 'error.something_wrong' }, err.message ? { message: err.message } : {}).body, err.status)
    // Logged once, on the request's own line (request-log.ts reads c.error).
    return c.json(refusal(500, { code: 'error.unexpected' }).body, 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
