import { Hono } from 'hono'
import { smtpBody, smtpTestBody } from '../../../../shared/whitelabel/services'
import { say } from '../../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { accountIdOf } from '../../../db/tenant-scope'
import { refusal } from '../../../http/api-error'
import { allowFor } from '../../../http/allow'
import { readBody } from '../../../http/read-body'
import { reads } from '../../../http/route-policy'
import { businessNameOf } from '../templates/business-name'
import { fromOf, presentSmtp, resellerTransport, saveSmtp, smtpRow } from './smtp-settings'

/** The reseller's SMTP details (docs/api.md, "White-label: SMTP"). The password is write-only. */
export function smtpRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const reseller = allowFor(deps).module('whitelabel')

  app.get('/wl/smtp', reseller, async (c) => c.json({ data: presentSmtp(await smtpRow(deps.db, accountIdOf(c.var))) }))

  app.put('/wl/smtp', reseller, reads({ body: smtpBody }), async (c) => {
    const body = await readBody(c, smtpBody)
    const row = await saveSmtp(deps, accountIdOf(c.var), body)
    return c.json({ message: say('whitelabel.smtp_saved'), data: presentSmtp(row) })
  })

  app.post('/wl/smtp/test', reseller, reads({ body: smtpTestBody }), async (c) => {
    const body = await readBody(c, smtpTestBody)
    const accountId = accountIdOf(c.var)
    const row = await smtpRow(deps.db, accountId)
    if (!row) throw refusal(409, { code: 'whitelabel.smtp_unavailable' })
    const to = body.to?.trim().toLowerCase() ?? c.var.user.email
    const transport = await resellerTransport(deps, row)
    try {
      const name = await businessNameOf(deps.db, accountId)
      await transport.sendMail({ from: fromOf(row, name), replyTo: row.supportEmail, to, subject: 'SMTP test', text: 'Your SMTP details work: this message went through your server.' })
    } catch (err) {
      throw refusal(422, { code: 'whitelabel.smtp_test_failed', params: { reason: err instanceof Error ? err.message.slice(0, 200) : String(err) } })
    } finally {
      transport.close()
    }
    return c.json({ message: say('whitelabel.smtp_test_sent', { email: to }), to })
  })

  return app
}
