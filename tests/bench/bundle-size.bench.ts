import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
type Manifest = Record<string, ManifestChunk>

export type BundleSize = { name: string; files: string[]; rawBytes: number; gzipBytes: number }

/** Reads dist/.vite/manifest.json (vite.config.ts sets build.manifest), building first when it is missing. */
export function loadManifest(root: string, forceBuild: boolean): Manifest {
  const manifestPath = join(root, 'dist/.vite/manifest.json')
  if (forceBuild || !existsSync(manifestPath)) {
    console.log(forceBuild ? 'building the client (vite build)...' : 'dist/.vite/manifest.json is missing: running vite build...')
    execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
}

/** A chunk and everything it imports statically: what the browser loads before the page can run. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

function chunkKeyOf(manifest: Manifest, sourceSuffix: string): string {
  const key = Object.keys(manifest).find((k) => (manifest[k].src ?? k).endsWith(sourceSuffix))
  if (!key) throw new Error(`No chunk for ${sourceSuffix} in the Vite manifest`)
  return key
}

/**
 * Initial JavaScript of a page: the entry's static closure plus the static closure of each lazy chunk the page
 * awaits before it can run (its own chunk; for the main layout also the whole English catalogue it waits for).
 * `after` lists chunks fetched once the page shows (not counted in the total): their extra size is `laterGzipBytes`.
 */
export function initialJavaScript(root: string, manifest: Manifest, name: string, lazySourceSuffixes: string[], after: string[] = []): BundleSize & { laterGzipBytes: number } {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (!entry) throw new Error('No entry chunk in the Vite manifest')
  const closureOf = (suffixes: string[]) => suffixes.flatMap((suffix) => [...staticClosure(manifest, chunkKeyOf(manifest, suffix))])
  const filesOf = (keys: Iterable<string>) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))
  const files = filesOf([...staticClosure(manifest, entry), ...closureOf(lazySourceSuffixes)])
  const later = [...filesOf(closureOf(after))].filter((f) => !files.has(f))
  const gzipOf = (file: string) => gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length
  let rawBytes = 0
  let gzipBytes = 0
  for (const file of files) {
    rawBytes += readFileSync(join(root, 'dist', file)).length
    gzipBytes += gzipOf(file)
  }
  return { name, files: [...files], rawBytes, gzipBytes, laterGzipBytes: later.reduce((sum, f) => sum + gzipOf(f), 0) }
}
