import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../app-deps'
import { crawlRoutes } from './crawl-routes'
import { trainingFileRoutes } from './file-routes'
import { businessProfileRoutes } from './profile-routes'
import { trainingRoutes } from './training-routes'

export { TRAINING_FILES_PATH } from './file-routes'

/** The business profile and the AI training data sources, mounted under /api. */
export function aiTrainingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.route('/', businessProfileRoutes(deps))
  app.route('/', crawlRoutes(deps))
  app.route('/', trainingRoutes(deps))
  app.route('/', trainingFileRoutes(deps))
  return app
}
