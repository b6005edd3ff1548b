import { Hono } from 'hono'
import {
  checkCodeBody,
  confirmEmailBody,
  emailOnlyBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  socialLoginBody,
} from '../../../shared/schemas/auth'
import type { AppEnv } from '../../app-deps'
import type { AuthDeps } from './auth-deps'
import { clientAddress } from '../../http/client-address'
import { readBody } from '../../http/read-body'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { passwordLogin } from './login'
import { checkResetCode, forgotPassword, resetPassword } from './password-reset'
import { confirmEmail, register, resendConfirmation } from './registration'
import { revokeSession } from './sessions'
import { socialLogin } from './social-login'
import { say } from '../../../shared/english-message'
import { resellerForHost } from '../whitelabel/brand/tenant-host'

/** /auth/*: sign-in, sign-out, registration, e-mail confirmation and password reset (docs/api.md). */
export function authRoutes(deps: AuthDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)

  app.post('/login', allow.anyone, reads({ body: loginBody }), async (c) => {
    const body = await readBody(c, loginBody)
    return c.json(await passwordLogin(deps, body, clientAddress(c, deps.config.trustProxy)))
  })

  app.post('/logout', allow.sessionOnly, async (c) => {
    await revokeSession(deps.db, c.var.user.id, c.var.sessionId, deps.now())
    return c.json({ message: say('auth.logged_out') })
  })

  app.post('/register', allow.anyone, reads({ body: registerBody }), async (c) => {
    const body = await readBody(c, registerBody)
    return c.json(await register(deps, body, await resellerForHost(deps.db, c.req.header('host'))), 201)
  })
  app.post('/confirm-email', allow.anyone, reads({ body: confirmEmailBody }), async (c) => c.json(await confirmEmail(deps, await readBody(c, confirmEmailBody))))
  app.post('/resend-email-verification-code', allow.anyone, reads({ body: emailOnlyBody }), async (c) => c.json(await resendConfirmation(deps, await readBody(c, emailOnlyBody))))
  app.post('/forgot-password', allow.anyone, reads({ body: emailOnlyBody }), async (c) => c.json(await forgotPassword(deps, await readBody(c, emailOnlyBody))))
  app.post('/reset-password/check-code', allow.anyone, reads({ body: checkCodeBody }), async (c) => c.json(await checkResetCode(deps, await readBody(c, checkCodeBody))))
  app.post('/reset-password', allow.anyone, reads({ body: resetPasswordBody }), async (c) => c.json(await resetPassword(deps, await readBody(c, resetPasswordBody))))
  app.post('/login-with-social', allow.anyone, reads({ body: socialLoginBody }), async (c) => c.json(await socialLogin(deps, await readBody(c, socialLoginBody))))

  return app
}
