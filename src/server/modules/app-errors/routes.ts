import { Hono } from 'hono'
import { logAppErrorBody } from '../../../shared/schemas/auth'
import type { AppDeps, AppEnv } from '../../app-deps'
import { appErrors } from '../../db/schema'
import { readBody } from '../../http/read-body'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { bearerToken } from '../../http/require-user'
import { userForToken } from '../auth/sessions'

const clip = (s: string | null | undefined, max: number) => (s == null ? null : s.slice(0, max))

/** POST /api/log-app-error: the client reports uncaught errors, signed in or not. */
export function appErrorRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  // Anyone: the reporter is read from the token when there is one, and an error before sign-in is reported too.
  app.post('/log-app-error', allow.anyone, reads({ body: logAppErrorBody }), async (c) => {
    const body = await readBody(c, logAppErrorBody)
    const token = bearerToken(c.req.header('authorization'))
    const reporter = token ? await userForToken(deps.db, token, deps.now()) : null
    await deps.db.insert(appErrors).values({
      message: clip(body.message, 2000)!,
      stack: clip(body.stack, 20_000),
      info: clip(body.info, 20_000),
      userId: reporter?.user.id ?? null,
      createdAt: deps.now(),
    })
    return c.json({}, 201)
  })
  return app
}
