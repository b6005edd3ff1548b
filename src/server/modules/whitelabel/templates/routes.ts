import { Hono, type Context } from 'hono'
import { emailPreviewBody, emailTemplateBody, isEmailTemplateName, type EmailTemplateName } from '../../../../shared/whitelabel/services'
import { say } from '../../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { accountIdOf } from '../../../db/tenant-scope'
import { refusal } from '../../../http/api-error'
import { allowFor } from '../../../http/allow'
import { readBody } from '../../../http/read-body'
import { reads } from '../../../http/route-policy'
import { smtpRow } from '../smtp/smtp-settings'
import { businessNameOf } from './business-name'
import { checkVariables, findTemplate, listTemplates, renderTemplate, resetTemplate, sampleValues, saveTemplate } from './email-templates'

function templateName(c: Context): EmailTemplateName {
  const name = c.req.param('name') ?? ''
  if (!isEmailTemplateName(name)) throw refusal(404, { code: 'whitelabel.template_not_found', params: { name: name.slice(0, 60) } })
  return name
}

/** The reseller's e-mail templates (docs/api.md, "White-label: e-mail templates"): wording, preview, reset. */
export function templateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const reseller = allowFor(deps).module('whitelabel')

  app.get('/wl/email-templates', reseller, async (c) => c.json({ data: await listTemplates(deps.db, accountIdOf(c.var)) }))

  app.get('/wl/email-templates/:name', reseller, async (c) => c.json({ data: await findTemplate(deps.db, accountIdOf(c.var), templateName(c)) }))

  app.put('/wl/email-templates/:name', reseller, reads({ body: emailTemplateBody }), async (c) => {
    const name = templateName(c)
    const body = await readBody(c, emailTemplateBody)
    return c.json({ message: say('whitelabel.template_saved'), data: await saveTemplate(deps.db, accountIdOf(c.var), name, body, deps.now()) })
  })

  app.delete('/wl/email-templates/:name', reseller, async (c) => {
    const name = templateName(c)
    return c.json({ message: say('whitelabel.template_reset'), data: await resetTemplate(deps.db, accountIdOf(c.var), name) })
  })

  app.post('/wl/email-templates/:name/preview', reseller, reads({ body: emailPreviewBody }), async (c) => {
    const name = templateName(c)
    const body = await readBody(c, emailPreviewBody)
    const accountId = accountIdOf(c.var)
    const stored = await findTemplate(deps.db, accountId, name)
    const wording = { subject: body.subject ?? stored.subject, body: body.body ?? stored.body }
    checkVariables(name, wording)
    const [businessName, smtp] = await Promise.all([businessNameOf(deps.db, accountId), smtpRow(deps.db, accountId)])
    const own = { business_name: businessName ?? sampleValues.business_name, support_email: smtp?.supportEmail ?? sampleValues.support_email }
    return c.json({ data: renderTemplate(wording, { ...sampleValues, ...own, ...body.variables }) })
  })

  return app
}
