import type { AppDeps } from './app-deps'
import * as registered from './modules/index'

type Registered = (typeof registered)[keyof typeof registered]
type OwnDeps<M> = M extends { deps?(shared: AppDeps): infer Own } ? Own : never
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (all: infer I) => void ? I : never

/**
 * Every registered module, in the order src/server/modules/index.ts lists them (by name): the app mounts their routes
 * in this order and the bootstrap starts them in it. No two modules register the same method and path.
 */
export const serverModules: readonly Registered[] = Object.values(registered)

/**
 * The deps the app hands every module: the shared AppDeps and what each registered module adds. A module that reads
 * another's deps (AI writing reads the lead jobs') does not type-check here once that module is not registered.
 */
export type ServerDeps = AppDeps & Intersection<OwnDeps<Registered>>

/** Builds the modules' own deps onto the shared ones: one object, so what a test swaps in every module sees. */
export function withModuleDeps(shared: AppDeps): ServerDeps {
  const deps = shared as ServerDeps
  for (const module of serverModules) if (module.deps) Object.assign(deps, module.deps(shared))
  return deps
}
