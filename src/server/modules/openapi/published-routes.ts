import type { AppDeps } from '../../app-deps'
import type { DescribedRoute } from '../../http/route-policy'

/** The route table of the app built on `deps`: createApp publishes it once every module's routes are mounted. */
const published = new WeakMap<AppDeps, DescribedRoute[]>()

export function publishRoutes(deps: AppDeps, routes: DescribedRoute[]) {
  published.set(deps, routes)
}

export const publishedRoutes = (deps: AppDeps): DescribedRoute[] => published.get(deps) ?? []
