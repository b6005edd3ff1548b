import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { changePasswordBody, mailChangeBody, mailChangeConfirmBody, updateMeBody } from '../../../shared/schemas/auth'
import type { AppDeps, AppEnv } from '../../app-deps'
import { users } from '../../db/schema'
import { fieldError } from '../../http/api-error'
import { readBody } from '../../http/read-body'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { hashPassword, verifyPassword } from '../../security/passwords'
import { revokeAllSessions } from '../auth/sessions'
import { presentImpersonator, presentUser } from '../users/present-user'
import { billingPortalFor, userLimits } from './account-limits'
import { confirmMailChange, requestMailChange, resendMailChange } from './mail-change'
import { say } from '../../../shared/english-message'

const MAX_API_KEY_LENGTH = 500

/** The signed-in user's profile, e-mail and password, and the acting account's limits (every route needs a bearer token); the terms are the billing module's. */
export function accountRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)

  app.get('/me', allow.signedIn, async (c) => c.json({ ...(await presentUser(deps, c.var.user, c.var.account)), impersonator: presentImpersonator(c.var.impersonator) }))

  app.post('/me', allow.sessionOnly, reads({ body: updateMeBody }), async (c) => {
    const body = await readBody(c, updateMeBody)
    const changes: Partial<typeof users.$inferInsert> = {}
    if (body.first_name !== undefined) changes.firstName = body.first_name.trim()
    if (body.last_name !== undefined) changes.lastName = body.last_name.trim()
    if (body.language !== undefined) changes.language = body.language
    if (body.google_api_key !== undefined) {
      const key = body.google_api_key?.trim()
      if (key && key.length > MAX_API_KEY_LENGTH) throw fieldError('google_api_key', 'validation.max', { max: MAX_API_KEY_LENGTH })
      changes.googleApiKey = key ? deps.secretBox.seal(key) : null
    }
    const [updated] = Object.keys(changes).length
      ? await deps.db.update(users).set(changes).where(eq(users.id, c.var.user.id)).returning()
      : [c.var.user]
    return c.json({ message: say('account.profile_updated'), user: await presentUser(deps, updated, c.var.account) })
  })

  app.post('/me/password', allow.sessionOnly, reads({ body: changePasswordBody }), async (c) => {
    const body = await readBody(c, changePasswordBody)
    const user = c.var.user
    if (!(await verifyPassword(user.passwordHash, body.current_password))) {
      throw fieldError('current_password', 'account.current_password_wrong')
    }
    await deps.db.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, user.id))
    await revokeAllSessions(deps.db, user.id, deps.now(), c.var.sessionId)
    return c.json({ message: say('account.password_changed') })
  })

  app.post('/mail-change', allow.sessionOnly, reads({ body: mailChangeBody }), async (c) => c.json(await requestMailChange(deps, c.var.user, await readBody(c, mailChangeBody))))
  app.post('/mail-change/resend', allow.sessionOnly, async (c) => c.json(await resendMailChange(deps, c.var.user)))
  app.post('/mail-change/confirm', allow.sessionOnly, reads({ body: mailChangeConfirmBody }), async (c) =>
    c.json(await confirmMailChange(deps, c.var.user, c.var.account, await readBody(c, mailChangeConfirmBody))),
  )

  app.get('/user-limits', allow.signedIn, async (c) => c.json(await userLimits(deps, c.var.account)))
  app.get('/wl/check-billing-portals', allow.signedIn, async (c) => c.json(await billingPortalFor(deps, c.var.account)))

  return app
}
