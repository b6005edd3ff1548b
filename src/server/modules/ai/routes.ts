import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../app-deps'
import { fineTuneRoutes } from './fine-tune-routes'
import { icpRoutes } from './icp/icp-routes'
import { promptRoutes } from './prompt-routes'
import { writingRoutes } from './writing-routes'

/** The AI writing area: prompts (own and platform defaults), fine-tunes, the writer, the list action "ai", ICP suggestions. */
export function aiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', promptRoutes(deps))
  app.route('/', fineTuneRoutes(deps))
  app.route('/', writingRoutes(deps))
  app.route('/', icpRoutes(deps))
  return app
}
