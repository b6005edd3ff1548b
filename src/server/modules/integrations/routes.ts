import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../app-deps'
import { gptRoutes } from './gpt-routes'

/** Everything under /api/integrations (and the Zapier REST hooks): one entry for app.ts. */
export function integrationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', gptRoutes(deps))
  return app
}
