import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../app-deps'
import { apiKeyRoutes } from '../api-keys/routes'
import { crmRoutes } from './crm-routes'
import { gptRoutes } from './gpt-routes'
import { webhookRoutes } from './webhook-routes'
import { zapierRoutes } from './zapier-routes'

/** Everything under /api/integrations, the user's API keys and Zapier's REST hooks: one entry for app.ts. */
export function integrationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', gptRoutes(deps))
  app.route('/', crmRoutes(deps))
  app.route('/', webhookRoutes(deps))
  app.route('/', apiKeyRoutes(deps))
  app.route('/', zapierRoutes(deps) as unknown as Hono<AppEnv>)
  return app
}
