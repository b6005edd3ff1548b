import type { ComponentType } from 'react'
import type { Area } from '../pages/not-built-yet-page'
import { lazyWithReload } from './lazy-page'

const NotBuiltYetPage = lazyWithReload(() => import('../pages/not-built-yet-page'))
const notBuiltPages = new Map<Area, ComponentType>()

/** The stand-in page of an area not built yet; one component per area, so moving between two of its pages keeps it. */
export function notBuilt(area: Area): ComponentType {
  let page = notBuiltPages.get(area)
  if (!page) {
    const Bound = () => <NotBuiltYetPage area={area} />
    Bound.displayName = `NotBuiltYet(${area})`
    page = Bound
    notBuiltPages.set(area, page)
  }
  return page
}

/** Every named route of a list bound to the same stand-in. */
export function notBuiltPagesOf(area: Area, names: readonly string[]): Record<string, ComponentType> {
  return Object.fromEntries(names.map((name) => [name, notBuilt(area)]))
}
