import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../app-deps'
import { allowFor } from '../../http/allow'
import { openApiDocument } from './openapi-document'
import { publishedRoutes } from './published-routes'

const VERSION = '1.0.0'

/** GET /api/openapi.json: public, like docs/api.md; built once from the app's route table. */
export function openApiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  let document: ReturnType<typeof openApiDocument> | undefined
  app.get('/openapi.json', allow.anyone, (c) => c.json((document ??= openApiDocument(publishedRoutes(deps), VERSION))))
  return app
}
