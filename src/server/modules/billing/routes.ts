import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { acceptTermsBody, finishCallbackBody } from '../../../shared/billing/schemas'
import type { FinishedCallback } from '../../../shared/billing/types'
import { say } from '../../../shared/english-message'
import type { AppEnv } from '../../app-deps'
import { users } from '../../db/schema'
import { allowFor } from '../../http/allow'
import { notFound, refusal } from '../../http/api-error'
import { readBody } from '../../http/read-body'
import { reads } from '../../http/route-policy'
import type { WalletDeps } from '../wallet/wallet-deps'
import { presentUser } from '../users/present-user'
import { localPortal, openBillingPortal } from './billing-portal'
import { claimFlowState } from './flow-states'
import { currentTerms, currentTermsVersion } from './terms'

/** The billing portal, the returns of flows that left the console, the terms and the chat widget (docs/api.md, "Billing and terms"). */
export function billingRoutes(deps: WalletDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  // Cards and payments are the wallet's: its module opens their portal too.
  const walletHolder = allow.module('wallet')

  app.post('/billing-portal', walletHolder, async (c) => c.json(await openBillingPortal(deps, c.var.account, c.var.user)))

  app.get('/billing-portal/local', walletHolder, async (c) => {
    // A provider with a hosted portal has the customer's real records: the local page would show a partial copy.
    if (deps.payments.openPortal) throw notFound()
    return c.json(await localPortal(deps, c.var.account.id))
  })

  app.post('/callbacks/finish', allow.sessionOnly, reads({ body: finishCallbackBody }), async (c) => {
    const body = await readBody(c, finishCallbackBody)
    await claimFlowState(deps.db, { userId: c.var.user.id, accountId: c.var.account.id }, body.kind, body.state, deps.now())
    const answer: FinishedCallback = { kind: body.kind, code: 'billing.portal_returned', message: say('billing.portal_returned') }
    return c.json(answer)
  })

  app.get('/terms', allow.signedIn, async (c) => c.json(await currentTerms(deps.db)))

  // A person accepts the terms, never a key acting for the account.
  app.post('/accept-terms', allow.sessionOnly, reads({ body: acceptTermsBody }), async (c) => {
    const body = await readBody(c, acceptTermsBody)
    if (body.version !== (await currentTermsVersion(deps.db))) throw refusal(409, { code: 'billing.terms_outdated' })
    const [updated] = await deps.db.update(users).set({ termsAcceptedAt: deps.now(), termsVersion: body.version }).where(eq(users.id, c.var.user.id)).returning()
    return c.json({ message: say('account.terms_accepted'), user: await presentUser(deps, updated, c.var.account) })
  })

  app.get('/chat-widget', allow.signedIn, (c) => {
    const widget = deps.config.chatWidget
    return c.json({ widget: widget ? { script_url: widget.scriptUrl, app_id: widget.appId } : null })
  })

  return app
}
