import { matchRoute, useLocation, useRouter, type Parser } from 'wouter'
import { useMemo } from 'react'
import { routesInMatchOrder, type RouteDef } from '../../shared/routes'

export type RouteMatch = { def: RouteDef; params: Record<string, string> }

/** The first route whose pattern matches `path`, fixed segments before params (src/shared/routes.ts). */
export function matchRouteDef(path: string, parser: Parser): RouteMatch | null {
  for (const def of routesInMatchOrder) {
    const [ok, params] = matchRoute(parser, def.path, path)
    if (ok) {
      const clean: Record<string, string> = {}
      for (const [k, v] of Object.entries(params ?? {})) if (typeof v === 'string' && !/^\d+$/.test(k)) clean[k] = v
      return { def, params: clean }
    }
  }
  return null
}

/** The route of the current location with its params, or null when nothing in the table matches (404). */
export function useRouteMatch(): RouteMatch | null {
  const [location] = useLocation()
  const { parser } = useRouter()
  return useMemo(() => matchRouteDef(location, parser), [location, parser])
}
