import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { clientFeatures } from '../../src/client/features/index'
import { loadLabMachines } from '../../src/client/features/lab/machine-lab-page'
import { features } from '../../src/shared/features'
import { core as shellCore } from '../../src/shared/i18n/en/core'
import { messageTables } from '../../src/shared/message-catalogue'
import { routes, sidebar } from '../../src/shared/routes'

/*
 * A feature adds files in its own folders and registers itself with one line in each of four files
 * (docs/architecture.md, "Add a feature"). These tests fail when something a feature owns is registered anywhere
 * else, twice, or by nobody.
 */
const root = join(import.meta.dirname, '../..')
const registrationFiles = ['src/shared/features.ts', 'commands/index.ts', 'src/client/features/index.ts', 'src/server/modules/index.ts']
const owners = <T>(items: readonly T[], key: (item: T) => string) => {
  const seen = new Map<string, number>()
  for (const item of items) seen.set(key(item), (seen.get(key(item)) ?? 0) + 1)
  return [...seen].filter(([, count]) => count > 1).map(([name]) => name)
}
const featureCatalogues = await Promise.all(features.map(async (feature) => ({ id: feature.id, en: feature.catalogue ? await feature.catalogue.en() : {} })))
const shellNamespaces = Object.keys(shellCore)
/** Namespaces several features add keys to, each its own: route titles and message wording. */
const sharedNamespaces = ['routes', 'messages', 'messageNames']

describe('features register themselves', () => {
  it('registers each feature once, with a unique id, in every layer that has it', () => {
    expect(owners(features, (f) => f.id)).toEqual([])
    expect(owners(clientFeatures, (f) => f.id)).toEqual([])
    const ids = new Set(features.map((f) => f.id))
    expect(clientFeatures.map((f) => f.id).filter((id) => !ids.has(id))).toEqual([])
  })

  it('takes every route and sidebar entry from exactly one registered feature', () => {
    expect(owners(routes, (r) => r.name)).toEqual([])
    expect(owners(routes, (r) => r.path)).toEqual([])
    expect(routes).toEqual(features.flatMap((f) => f.routes ?? []))
    expect(owners(sidebar, (e) => e.key)).toEqual([])
    expect(sidebar.map((e) => e.key)).toEqual(['leads', 'ai', 'whitelabel', 'admin', 'wallet', 'settings'])
  })

  it("takes every catalogue namespace from the shell or exactly one feature, and every route's title from its own feature", () => {
    const namespaces = featureCatalogues.flatMap((c) => Object.keys(c.en).filter((ns) => !sharedNamespaces.includes(ns)).map((ns) => ({ ns, id: c.id })))
    expect(owners(namespaces, (n) => n.ns)).toEqual([])
    expect(namespaces.filter((n) => shellNamespaces.includes(n.ns))).toEqual([])
    for (const feature of features) {
      const titles = Object.keys((featureCatalogues.find((c) => c.id === feature.id)!.en.routes ?? {}) as object)
      const own = (feature.routes ?? []).map((r) => r.name.replaceAll('.', '_'))
      expect(titles.filter((key) => !own.includes(key)), feature.id).toEqual([])
    }
  })

  it('takes every message area from exactly one feature', () => {
    const areas = features.flatMap((f) => Object.keys(f.messages ?? {}))
    expect(owners(areas, (a) => a)).toEqual([])
    expect(Object.keys(messageTables).sort()).toEqual([...areas].sort())
  })

  it("titles every command from the shell's strings or one feature's namespace", () => {
    const featureNamespaces = new Set(featureCatalogues.flatMap((c) => Object.keys(c.en)))
    const orphans = appRegistry.all().filter((c) => {
      const ns = c.title.split('.')[0]
      return !(ns === 'commands' || featureNamespaces.has(ns))
    })
    expect(orphans.map((c) => c.id)).toEqual([])
  })

  it('lists each lab machine once, from the shell or one registered client feature', async () => {
    const machines = await loadLabMachines()
    expect(owners(machines, (m) => m.id)).toEqual([])
    const fromFeatures = await Promise.all(clientFeatures.map((f) => (f.lab ? f.lab() : Promise.resolve([]))))
    expect(machines.length).toBe(1 + fromFeatures.reduce((n, list) => n + list.length, 0))
  })

  it('imports a feature\'s registration only from its layer\'s one registration file', () => {
    const sources = (dir: string): string[] =>
      readdirSync(join(root, dir)).flatMap((name) => {
        const path = join(dir, name)
        if (name === 'node_modules') return []
        return statSync(join(root, path)).isDirectory() ? sources(path) : /\.(ts|tsx)$/.test(name) ? [path] : []
      })
    const files = ['src', 'commands', 'machines'].flatMap(sources)
    const importers = (pattern: RegExp) => files.filter((file) => pattern.test(readFileSync(join(root, file), 'utf8'))).map((file) => relative('.', file))
    expect(importers(/from '\.\/[\w-]+\/feature'/)).toEqual(['src/client/features/index.ts', 'src/shared/features.ts'])
    expect(importers(/import \{ \w+Commands \} from/)).toEqual(['commands/index.ts'])
  })

  it('documents the recipe with the same four registration files', () => {
    const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8')
    const recipe = architecture.slice(architecture.indexOf('## Add a feature'))
    const named = registrationFiles.filter((file) => recipe.includes(`\`${file}\``))
    expect(named).toEqual(registrationFiles)
    expect(recipe).toMatch(/edits (exactly|at most) 4 shared files/)
  })
})
