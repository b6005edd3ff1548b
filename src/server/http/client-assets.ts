import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'

const isApiPath = (p: string) => p === '/api' || p.startsWith('/api/') || p === '/auth' || p.startsWith('/auth/')

/**
 * Serves the built client from `clientDir`: files as they are, and index.html for any other GET that is
 * not an API path, so client-side routes load on refresh. Registered after the API routes.
 */
export function mountClientAssets(app: Hono<any>, clientDir: string): boolean {
  const indexFile = path.join(clientDir, 'index.html')
  if (!existsSync(indexFile)) return false
  const root = path.relative(process.cwd(), clientDir) || '.'
  app.use('*', async (c, next) => (isApiPath(c.req.path) ? next() : serveStatic({ root })(c, next)))
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next()
    return c.html(readFileSync(indexFile, 'utf8'))
  })
  return true
}
