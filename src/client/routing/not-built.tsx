import type { Area } from '../pages/not-built-yet-page'
import type { LazyPage } from './lazy-page'
import { lazyWithReload } from './lazy-page'

type StandIn = typeof import('../pages/not-built-yet-page').default
let loaded: StandIn | null = null
const load = () => import('../pages/not-built-yet-page').then((module) => (loaded = module.default))
const LazyStandIn = lazyWithReload<{ area: Area }>(() => load().then((page) => ({ default: page })))
const notBuiltPages = new Map<Area, LazyPage>()

/**
 * The stand-in page of an area not built yet; one component per area, so moving between two of its pages keeps it.
 * It preloads like any page, and renders directly once its code is here (no "Loading" step).
 */
export function notBuilt(area: Area): LazyPage {
  let page = notBuiltPages.get(area)
  if (!page) {
    const Bound = () => {
      const StandIn = loaded ?? LazyStandIn
      return <StandIn area={area} />
    }
    Bound.displayName = `NotBuiltYet(${area})`
    page = Object.assign(Bound, { preload: () => load().then(() => undefined, () => undefined) })
    notBuiltPages.set(area, page)
  }
  return page
}
