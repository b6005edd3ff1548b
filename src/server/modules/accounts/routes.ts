import { Hono } from 'hono'
import { reads } from '../../http/route-policy'
import { childAccountBody, childAccountUpdateBody, switchAccountBody } from '../../../shared/accounts/schemas'
import { say } from '../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../app-deps'
import { isRowId } from '../../../shared/validate'
import { refusal } from '../../http/api-error'
import { allowFor } from '../../http/allow'
import { readBody } from '../../http/read-body'
import { pathId } from '../../http/route-params'
import { repointSession } from '../auth/sessions'
import { presentUser } from '../users/present-user'
import { actingAccountFor } from './acting-account'
import { accountsOf } from './account-present'
import { createChild, listChildren, updateChild } from './child-accounts'

/** The accounts the user may act as, switching between them, and the related accounts of the acting one (docs/api.md, "Accounts"). */
export function accountsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)

  app.get('/accounts', allow.signedIn, async (c) =>
    c.json({ data: await accountsOf(deps.db, c.var.user, c.var.account.id), current_account_id: c.var.account.id }),
  )

  // The session is re-pointed, not replaced: the same token acts as the new account from the next request on.
  app.post('/accounts/switch', allow.sessionOnly, reads({ body: switchAccountBody }), async (c) => {
    const { account_id } = await readBody(c, switchAccountBody)
    const target = isRowId(account_id) ? await actingAccountFor(deps.db, c.var.user, account_id) : null
    if (!target) throw refusal(404, { code: 'accounts.not_found' })
    await repointSession(deps.db, c.var.user.id, c.var.sessionId, target.id)
    const user = await presentUser(deps, c.var.user, target)
    return c.json({ message: say('accounts.switched', { name: target.name }), user })
  })

  app.get('/accounts/children', allow.signedIn, async (c) => c.json(await listChildren(deps.db, c.var.account)))

  app.post('/accounts/children', allow.signedIn, reads({ body: childAccountBody }), async (c) => {
    const child = await createChild(deps.db, c.var.account, await readBody(c, childAccountBody), deps.now())
    return c.json({ message: say('accounts.child_created', { name: child.name }), account: child }, 201)
  })

  app.put('/accounts/children/:id', allow.signedIn, reads({ body: childAccountUpdateBody }), async (c) => {
    const id = pathId(c)
    const child = await updateChild(deps.db, c.var.account, id, await readBody(c, childAccountUpdateBody))
    return c.json({ message: say('accounts.child_updated', { name: child.name }), account: child })
  })

  return app
}
