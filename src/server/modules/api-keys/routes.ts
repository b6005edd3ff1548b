import { Hono } from 'hono'
import { reads } from '../../http/route-policy'
import { apiKeyBody, newApiKeyBody } from '../../../shared/integrations/schemas'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf } from '../../db/tenant-scope'
import { readBody } from '../../http/read-body'
import { pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { fieldError } from '../../http/api-error'
import { actingModules } from '../accounts/acting-account'
import { createApiKey, listApiKeys, renameApiKey, revokeApiKey } from './api-key-store'
import { say } from '../../../shared/english-message'

/**
 * The account's API keys (docs/api.md). DELETE revokes (the key stays listed with its revoked time). Only a signed-in
 * person manages keys: a key that could mint or revoke keys would outlive its own revocation.
 */
export function apiKeyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const account = (c: { var: { account: { id: number } } }) => accountIdOf(c.var)

  app.get('/user-api-key', allow.sessionOnly, async (c) => c.json({ data: await listApiKeys(deps.db, account(c)) }))
  app.post('/user-api-key', allow.sessionOnly, reads({ body: newApiKeyBody }), async (c) => {
    const body = await readBody(c, newApiKeyBody)
    const modules = body.modules ? [...new Set(body.modules)] : null
    if (modules) {
      const held = await actingModules(deps.db, c.var.user.id, c.var.account)
      if (modules.some((slug) => !held.some((m) => m.slug === slug))) throw fieldError('modules', 'integrations.api_key_module_not_held')
    }
    const created = await createApiKey(deps.db, account(c), { name: body.name, scope: body.scope, modules }, deps.now())
    return c.json({ message: say('integrations.api_key_created'), ...created }, 201)
  })
  app.put('/user-api-key/:id', allow.sessionOnly, reads({ body: apiKeyBody }), async (c) => {
    const id = pathId(c)
    const body = await readBody(c, apiKeyBody)
    return c.json({ message: say('integrations.api_key_saved'), key: await renameApiKey(deps.db, account(c), id, body.name) })
  })
  app.delete('/user-api-key/:id', allow.sessionOnly, async (c) => {
    const key = await revokeApiKey(deps.db, account(c), pathId(c), deps.now())
    return c.json({ message: say('integrations.api_key_revoked'), key })
  })
  return app
}
