import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Hono } from 'hono'
import { compress } from 'hono/compress'
import { serveStatic } from '@hono/node-server/serve-static'
import { isApiPath } from './api-paths'
import { pageNonce } from './front-door/security-headers'

/**
 * index.html with this answer's CSP nonce on each script and module preload, and in the `csp-nonce` meta Vite's
 * chunk preloader and the white-label script injection read it from. The page policy trusts nothing else inline.
 */
function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*\brel="modulepreload")/g, `<link nonce="${nonce}"`)
    .replace(/<head>/, `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`)
}

/** Vite's build output under /assets/ carries a content hash in each file name: a changed file gets a new URL. */
const HASHED = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/

/**
 * Serves the built client from `clientDir`: files as they are, and index.html for any other GET that is
 * not an API path, so client-side routes load on refresh. Registered after the API routes. Text (the page, scripts,
 * styles) goes out gzipped when the browser accepts it (a quarter of the bytes of the main script), and hashed assets
 * may be cached for a year: the page names new ones after a release (Lighthouse, docs/decisions.md).
 */
export function mountClientAssets(app: Hono<any>, clientDir: string): boolean {
  const indexFile = path.join(clientDir, 'index.html')
  if (!existsSync(indexFile)) return false
  const root = path.relative(process.cwd(), clientDir) || '.'
  const files = serveStatic({
    root,
    onFound: (_, c) => {
      if (HASHED.test(c.req.path)) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    },
  })
  const gzipped = compress()
  // index.html itself is never served as a file: each answer carries its own nonce.
  const isPage = (p: string) => p === '/' || p === '/index.html'
  app.use('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next()
    await gzipped(c, async () => {
      // Called by hand, serveStatic's answer must be put on the context for the compression to see it.
      // (When it passes on, the answer is the context and the handler after it has set the response already.)
      const found = isPage(c.req.path) ? await next() : await files(c, next)
      if (found instanceof Response) c.res = found
    })
  })
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next()
    return c.html(withNonce(readFileSync(indexFile, 'utf8'), pageNonce(c) ?? ''))
  })
  return true
}
