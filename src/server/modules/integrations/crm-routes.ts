import { Hono, type Context } from 'hono'
import { fieldMappingBody, grooveConnectBody, oauthCallbackBody } from '../../../shared/integrations/schemas'
import { crmConnectKinds, isCrmProvider, type CrmProvider, type OauthProvider } from '../../../shared/integrations/types'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf } from '../../db/tenant-scope'
import { notFound, refusal } from '../../http/api-error'
import { readBody } from '../../http/read-body'
import { reads } from '../../http/route-policy'
import { say } from '../../../shared/english-message'
import { allowFor } from '../../http/allow'
import { completeOauth, connectWithApiKey, disconnectCrm, listCrmConnections, startOauth } from './crm-connections'
import { crmFieldOptions, resetFieldMapping, saveFieldMapping } from './crm-fields'

function providerOf(c: Context): CrmProvider {
  const provider = c.req.param('provider')
  if (!isCrmProvider(provider)) throw notFound()
  return provider
}

/** /api/integrations/crm: connect and disconnect the CRMs, the OAuth return, and the field mapping of each. */
export function crmRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const account = (c: Context<AppEnv>) => accountIdOf(c.var)

  app.get('/integrations/crm', allow.signedIn, async (c) => c.json({ data: await listCrmConnections(deps, account(c)) }))

  app.post('/integrations/crm/callback', allow.signedIn, reads({ body: oauthCallbackBody }), async (c) => {
    const body = await readBody(c, oauthCallbackBody)
    const connection = await completeOauth(deps, account(c), body)
    return c.json({ message: say('integrations.crm_connected'), connection })
  })

  app.post('/integrations/crm/:provider/connect', allow.signedIn, reads({ body: grooveConnectBody }), async (c) => {
    const provider = providerOf(c)
    const kind = crmConnectKinds[provider]
    if (kind === 'oauth') return c.json(await startOauth(deps, account(c), provider as OauthProvider))
    if (kind === 'api_key') {
      const body = await readBody(c, grooveConnectBody)
      return c.json({ message: say('integrations.crm_connected'), connection: await connectWithApiKey(deps, account(c), 'groove', body.api_key) })
    }
    // Zapier connects from Zapier's side: the user turns on a Zap with their API key; the invite link leads there.
    throw refusal(422, { code: 'integrations.zapier_connects_from_zapier' }, { invite_url: deps.config.crm.zapierInviteUrl ?? null })
  })

  app.delete('/integrations/crm/:provider', allow.signedIn, async (c) => {
    await disconnectCrm(deps, account(c), providerOf(c))
    return c.json({ message: say('integrations.crm_disconnected') })
  })

  app.get('/integrations/crm/:provider/fields', allow.signedIn, async (c) => c.json(await crmFieldOptions(deps, account(c), providerOf(c))))
  app.put('/integrations/crm/:provider/fields', allow.signedIn, reads({ body: fieldMappingBody }), async (c) => {
    const provider = providerOf(c)
    const body = await readBody(c, fieldMappingBody)
    return c.json({ message: say('integrations.mapping_saved'), mapping: await saveFieldMapping(deps, account(c), provider, body.mapping) })
  })
  app.delete('/integrations/crm/:provider/fields', allow.signedIn, async (c) => {
    await resetFieldMapping(deps, account(c), providerOf(c))
    return c.json({ message: say('integrations.mapping_reset') })
  })
  return app
}
