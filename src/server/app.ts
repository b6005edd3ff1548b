import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { bodyLimit } from 'hono/body-limit'
import type { AppDeps, AppEnv } from './app-deps'
import { ApiError, notFound, refusal } from './http/api-error'
import { accountRoutes } from './modules/account/routes'
import { adminRoutes } from './modules/admin/routes'
import { appErrorRoutes } from './modules/app-errors/routes'
import { paymentWebhookRoutes, walletRoutes } from './modules/wallet/routes'
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

const MAX_BODY_BYTES = 256 * 1024

/** Composes the API: every route, and the one place errors become JSON responses. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The unread rest of the body makes the connection unusable: tell the client not to reuse it.
    onError: (c) => c.json(refusal(413, { code: 'error.body_too_large' }).body, 413, { Connection: 'close' }),
  })
  // PDF uploads carry their own, larger limit (and answer with the file-size message).
  app.use('/api/*', (c, next) => (c.req.method === 'POST' && c.req.path === TRAINING_FILES_PATH ? next() : limit(c, next)))
  app.use('/auth/*', limit)

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
    console.error(`${c.req.method} ${c.req.path} failed:`, err)
    return c.json(refusal(500, { code: 'error.unexpected' }).body, 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
