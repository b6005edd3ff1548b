import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Hono } from 'hono'
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

/**
 * Serves the built client from `clientDir`: files as they are, and index.html for any other GET that is
 * not an API path, so client-side routes load on refresh. Registered after the API routes.
 */
export function mountClientAssets(app: Hono<any>, clientDir: string): boolean {
  const indexFile = path.join(clientDir, 'index.html')
  if (!existsSync(indexFile)) return false
  const root = path.relative(process.cwd(), clientDir) || '.'
  const files = serveStatic({ root })
  // index.html itself is never served as a file: each answer carries its own nonce.
  const isPage = (p: string) => p === '/' || p === '/index.html'
  app.use('*', async (c, next) => (isApiPath(c.req.path) || isPage(c.req.path) ? next() : files(c, next)))
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next()
    return c.html(withNonce(readFileSync(indexFile, 'utf8'), pageNonce(c) ?? ''))
  })
  return true
}
