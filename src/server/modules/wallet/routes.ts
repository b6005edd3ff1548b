import { Hono, type Context } from 'hono'
import { eq } from 'drizzle-orm'
import { autoTopUpBody, creditHistoryQuery, localCardBody, paymentsQuery, purchaseBody, stripeCardBody, type CreditHistoryQuery } from '../../../shared/wallet/schemas'
import { creditHistoryPage, type CreditMovementKind } from '../../../shared/wallet/ledger'
import type { AppEnv } from '../../app-deps'
import type { WalletDeps } from './wallet-deps'
import { walletPayments } from '../../db/schema/wallet'
import { forAccount } from '../../db/tenant-scope'
import { notFound, refusal } from '../../http/api-error'
import { queryNumber } from '../../http/query-number'
import { readBody, readQuery } from '../../http/read-body'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { pathId } from '../../http/route-params'
import { WebhookRejected } from '../../providers/payments/types'
import { updateAutoTopUp } from './auto-top-up'
import { addCard, ownCard, reconnectCard, removeCard, setDefaultCard, startCardSetup } from './cards'
import { applyPaymentEvent } from './payment-events'
import { answerFor, buyCredits } from './purchases'
import { walletPaymentsPage, walletSummary } from './wallet-summary'
import { walletHolderOf } from './wallet-account'
import { creditHistory, type HistoryFilter } from './credit-history'
import { creditHistoryCsv } from './credit-history-csv'
import { resetPlanPeriod } from '../credits/plan-reset'
import { csvStream } from '../results/csv-export'
import { say } from '../../../shared/english-message'

/** Balances, the credit history, cards, purchases, payments and auto top-up of the acting account (docs/api.md, "Wallet and payments"). */
export function walletRoutes(deps: WalletDeps) {
  const app = new Hono<AppEnv>()
  // The wallet page needs the wallet module; so does its API.
  const walletHolder = allowFor(deps).module('wallet')
  /** The card form of the configured provider: the local provider's own fields, or the SetupIntent Stripe Elements confirmed. */
  // The card body is the payment provider's: a Stripe payment method id, or the local provider's test card.
  const cardBody = deps.payments.id === 'stripe' ? stripeCardBody : localCardBody
  const readCardBody = (c: Context) => (deps.payments.id === 'stripe' ? readBody(c, stripeCardBody) : readBody(c, localCardBody))
  /** The acting account's wallet, its customer known by the user paying. */
  const holder = (c: Context<AppEnv>) => walletHolderOf(c.var.account, c.var.user)

  app.get('/wallet', walletHolder, async (c) => c.json(await walletSummary(deps, holder(c))))

  /** The query of the history and its CSV, validated: 422 on the field for an unknown kind, a bad date or cursor. */
  const historyQuery = (c: Context): { filter: HistoryFilter; query: CreditHistoryQuery } => {
    const query = readQuery(c, creditHistoryQuery)
    const { kind, from, to } = query
    const kinds = kind ? [...new Set(kind.split(',').map((k) => k.trim() as CreditMovementKind))] : undefined
    return { filter: { kinds, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined }, query: query }
  }

  // The history first writes what fell due (the period's reset and rollover, expiries), so every movement is in it.
  app.get('/wallet/transactions', walletHolder, reads({ query: creditHistoryQuery }), async (c) => {
    const { filter, query } = historyQuery(c)
    if (!query.cursor) await resetPlanPeriod(deps.db, holder(c).id, deps.now())
    const limit = queryNumber(query.limit, 'limit', creditHistoryPage.default, creditHistoryPage.max)
    return c.json(await creditHistory(deps.db, holder(c).id, filter, query.cursor ? Number(query.cursor) : null, limit))
  })

  app.get('/wallet/transactions.csv', walletHolder, reads({ query: creditHistoryQuery }), async (c) => {
    const { filter } = historyQuery(c)
    await resetPlanPeriod(deps.db, holder(c).id, deps.now())
    return new Response(csvStream(creditHistoryCsv(deps.db, holder(c).id, filter)), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="credit-history.csv"', 'cache-control': 'no-store' },
    })
  })

  app.get('/wallet/payments', walletHolder, reads({ query: paymentsQuery }), async (c) => {
    const query = readQuery(c, paymentsQuery)
    return c.json(await walletPaymentsPage(deps, holder(c), queryNumber(query.page, 'page', 1, 999_999)))
  })

  app.get('/wallet/payments/:id', walletHolder, async (c) => {
    const [row] = await forAccount(deps.db, c.var.account.id).select('walletPayments', eq(walletPayments.id, pathId(c)))
    if (!row) throw notFound()
    // 200 whatever the payment's status: the answer describes the payment, it does not refuse the request.
    return c.json((await answerFor(deps, c.var.account.id, row)).body)
  })

  app.post('/wallet/cards/setup', walletHolder, async (c) => c.json(await startCardSetup(deps, holder(c))))

  app.post('/wallet/cards', walletHolder, reads({ body: cardBody }), async (c) => {
    const answer = await addCard(deps, holder(c), await readCardBody(c))
    return c.json(answer.body, answer.status)
  })

  app.post('/wallet/cards/:id/default', walletHolder, async (c) => {
    const card = await setDefaultCard(deps, holder(c), pathId(c))
    return c.json({ message: say('wallet.default_card_set'), card })
  })

  app.post('/wallet/cards/:id/reconnect', walletHolder, reads({ body: cardBody }), async (c) => {
    const id = pathId(c)
    // Another account's card reads as missing before its body is even looked at.
    await ownCard(deps, c.var.account.id, id)
    const card = await reconnectCard(deps, holder(c), id, await readCardBody(c))
    return c.json({ message: say('wallet.card_reconnected'), card })
  })

  app.delete('/wallet/cards/:id', walletHolder, async (c) => {
    await removeCard(deps, holder(c), pathId(c))
    return c.json({ message: say('wallet.card_removed') })
  })

  app.post('/wallet/purchases', walletHolder, reads({ body: purchaseBody }), async (c) => {
    const answer = await buyCredits(deps, holder(c), await readBody(c, purchaseBody))
    return c.json(answer.body, answer.status)
  })

  app.put('/wallet/auto-top-up', walletHolder, reads({ body: autoTopUpBody }), async (c) => c.json(await updateAutoTopUp(deps, holder(c), await readBody(c, autoTopUpBody))))

  return app
}

export const PAYMENT_WEBHOOK_PATH = '/api/webhooks/stripe'

/**
 * Public: Stripe calls it. The raw body is what Stripe signed (`Stripe-Signature: t=...,v1=...`, HMAC-SHA256 over
 * `t.rawBody`), so it is read as text and verified before it is parsed (the front door leaves this body alone). As
 * Stripe documents: a bad or stale signature is a 400 (Stripe shows it in the endpoint's log); a verified event is a
 * 200, whether it was applied, applied before, or is one the wallet cannot use (no `data`, a null object, ids that
 * are not Stripe's), so Stripe stops retrying it.
 */
export function paymentWebhookRoutes(deps: WalletDeps) {
  const app = new Hono<AppEnv>()
  app.post(PAYMENT_WEBHOOK_PATH.slice('/api'.length), allowFor(deps).anyone, async (c) => {
    const read = deps.payments.id === 'stripe' ? deps.payments.readWebhook : undefined
    if (!read) throw notFound()
    const raw = await c.req.text()
    let event
    try {
      event = read(raw, c.req.header('stripe-signature'), deps.now())
    } catch (err) {
      if (err instanceof WebhookRejected) throw refusal(400, { code: 'wallet.webhook_signature' })
      if (err instanceof SyntaxError) throw refusal(400, { code: 'wallet.webhook_json' })
      throw err
    }
    if (!event) return c.json({ received: true, result: 'ignored' })
    const result = await applyPaymentEvent(deps, event)
    return c.json({ received: true, result })
  })
  return app
}
