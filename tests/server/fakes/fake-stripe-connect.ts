import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseForm, STRIPE_SECRET_KEY } from './fake-stripe'

export const CONNECT_CLIENT_ID = 'ca_fake_platform'
export const CONNECT_WEBHOOK_SECRET = 'whsec_fake_connect_0123456789'

type Params = ReturnType<typeof parseForm>
type Obj = Record<string, unknown> & { id: string }
type Recorded = { method: string; path: string; params: Params; account: string | null; idempotencyKey: string | null; replayed: boolean }

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`
const missing = (id: string): [number, unknown] => [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } }]

/**
 * A local server speaking Stripe Connect's API as the platform uses it: the OAuth token exchange and deauthorization
 * (connect.stripe.com's form endpoints), and on a connected account (the `Stripe-Account` header) products, prices,
 * Checkout sessions, subscriptions (update, cancel), invoice payments, refunds and billing portal sessions, with
 * Idempotency-Key replay like Stripe's. `completeCheckout` does what the buyer does on Checkout's page.
 */
export async function startFakeStripeConnect() {
  const objects = new Map<string, Obj & { account?: string }>()
  const codes = new Map<string, string>()
  const keyed = new Map<string, { status: number; body: unknown }>()
  const requests: Recorded[] = []

  const put = <T extends Obj>(o: T, account: string | null) => {
    objects.set(o.id, { ...o, account: account ?? undefined })
    return objects.get(o.id) as T
  }
  const onAccount = (id: string, account: string | null) => {
    const o = objects.get(id)
    return o && o.account === (account ?? undefined) ? o : undefined
  }

  const handle = (method: string, path: string, params: Params, account: string | null): [number, unknown] => {
    const seg = path.split('/').filter(Boolean)
    if (method === 'POST' && path === '/oauth/token') {
      const acct = codes.get(String(params.code))
      if (params.client_secret !== STRIPE_SECRET_KEY || params.grant_type !== 'authorization_code') return [401, { error: 'invalid_client' }]
      if (!acct) return [400, { error: 'invalid_grant', error_description: `Authorization code does not exist: ${params.code}` }]
      codes.delete(String(params.code))
      return [200, { access_token: 'sk_test_connected', livemode: false, scope: 'read_write', stripe_user_id: acct, token_type: 'bearer' }]
    }
    if (method === 'POST' && path === '/oauth/deauthorize') return [200, { stripe_user_id: params.stripe_user_id }]
    if (!account) return [400, { error: { type: 'invalid_request_error', message: 'This fake only serves connected accounts (Stripe-Account).' } }]
    if (method === 'POST' && path === '/v1/products') return [200, put({ id: newId('prod'), object: 'product', name: params.name, description: params.description ?? null }, account)]
    if (method === 'POST' && path === '/v1/prices') {
      if (!onAccount(String(params.product), account)) return missing(String(params.product))
      return [200, put({ id: newId('price'), object: 'price', product: params.product, unit_amount: Number(params.unit_amount), currency: params.currency, recurring: params.recurring ?? null }, account)]
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const line = (params.line_items as Params[])[0]
      if (!onAccount(String(line.price), account)) return missing(String(line.price))
      const id = newId('cs_test')
      return [200, put({ id, object: 'checkout.session', mode: params.mode, status: 'open', url: `https://checkout.stripe.com/c/pay/${id}`, params, customer: null, subscription: null }, account)]
    }
    if (seg[1] === 'subscriptions' && seg.length === 3) {
      const sub = onAccount(seg[2], account)
      if (!sub) return missing(seg[2])
      if (method === 'GET') return [200, sub]
      if (method === 'DELETE') return [200, Object.assign(sub, { status: 'canceled' })]
      if (method === 'POST') return [200, Object.assign(sub, { cancel_at_period_end: params.cancel_at_period_end === 'true' })]
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const payments = [...objects.values()].filter((o) => o.object === 'invoice_payment' && o.invoice === params.invoice && o.account === account)
      const expand = Object.values((params.expand ?? {}) as Params)
      const data = payments.map((p) => (expand.includes('data.payment.payment_intent') ? { ...p, payment: { type: 'payment_intent', payment_intent: objects.get((p.payment as Obj).payment_intent as string) } } : p))
      return [200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' }]
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = onAccount(String(params.payment_intent), account)
      if (!intent) return missing(String(params.payment_intent))
      if (intent.refunded) return [400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } }]
      intent.refunded = true
      return [200, put({ id: newId('re'), object: 'refund', amount: intent.amount, payment_intent: intent.id, status: 'succeeded' }, account)]
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!onAccount(String(params.customer), account)) return missing(String(params.customer))
      const id = newId('bps')
      return [200, put({ id, object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, url: `https://billing.stripe.com/p/session/test_${id}` }, account)]
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } }]
  }

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ''
      req.on('data', (chunk) => (text += chunk))
      req.on('end', () => resolve(text))
    })

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const body = await readBody(req)
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers })
      res.end(JSON.stringify(payload))
    }
    if (req.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } })
    const params = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body)
    const account = (req.headers['stripe-account'] as string | undefined) ?? null
    const key = req.method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null
    const record = (replayed: boolean) => requests.push({ method: req.method ?? 'GET', path: url.pathname, params, account, idempotencyKey: key, replayed })
    const scopedKey = key ? `${account}:${key}` : null
    const prior = scopedKey ? keyed.get(scopedKey) : undefined
    if (prior) {
      record(true)
      return send(prior.status, prior.body, { 'idempotent-replayed': 'true' })
    }
    const [status, payload] = handle(req.method ?? 'GET', url.pathname, params, account)
    if (scopedKey) keyed.set(scopedKey, { status, body: payload })
    record(false)
    send(status, payload)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    requests,
    objects,
    /** What Stripe's authorize page does when the reseller accepts: a one-time code for this connected account. */
    authorize(account: string) {
      const code = `ac_${randomBytes(8).toString('hex')}`
      codes.set(code, account)
      return code
    },
    /** The buyer pays on Checkout: a customer, a subscription with a paid invoice; answers the completed session. */
    completeCheckout(sessionId: string, buyer: { email: string; name: string }) {
      const session = objects.get(sessionId)
      if (!session) throw new Error(`No session ${sessionId}`)
      const account = session.account ?? null
      const params = session.params as Params
      const price = objects.get(String((params.line_items as Params[])[0].price))!
      const customer = put({ id: newId('cus'), object: 'customer', email: buyer.email }, account)
      const intent = put({ id: newId('pi'), object: 'payment_intent', amount: price.unit_amount, status: 'succeeded', refunded: false }, account)
      const invoice = put({ id: newId('in'), object: 'invoice', status: 'paid', amount_paid: price.unit_amount }, account)
      put({ id: newId('inpay'), object: 'invoice_payment', invoice: invoice.id, status: 'paid', payment: { type: 'payment_intent', payment_intent: intent.id } }, account)
      const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400
      const subscription = put(
        { id: newId('sub'), object: 'subscription', customer: customer.id, status: 'active', cancel_at_period_end: false, latest_invoice: invoice.id, items: { object: 'list', data: [{ current_period_end: periodEnd }] } },
        account,
      )
      Object.assign(session, { status: 'complete', customer: customer.id, subscription: subscription.id })
      const completed = {
        id: session.id, object: 'checkout.session', mode: 'subscription', status: 'complete', customer: customer.id, subscription: subscription.id,
        customer_details: { email: buyer.email, name: buyer.name }, metadata: params.metadata ?? {},
      }
      return { session: completed, subscription, invoice, intent }
    },
    /** A Connect delivery signed as Stripe signs it, naming the connected account it happened on. */
    signedEvent(type: string, object: Record<string, unknown>, account: string | null, options: { at?: Date; secret?: string; id?: string } = {}) {
      const event = { id: options.id ?? newId('evt'), object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), type, account, data: { object }, livemode: false, pending_webhooks: 1 }
      const payload = JSON.stringify(event)
      const t = Math.floor((options.at ?? new Date()).getTime() / 1000)
      const v1 = createHmac('sha256', options.secret ?? CONNECT_WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex')
      return { event, payload, signature: `t=${t},v1=${v1}` }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeStripeConnect = Awaited<ReturnType<typeof startFakeStripeConnect>>
