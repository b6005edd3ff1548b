import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export const STRIPE_SECRET_KEY = 'sk_test_fake_4eC39HqLyjWDarjtT1zdp7dc'
export const STRIPE_WEBHOOK_SECRET = 'whsec_fake_0123456789abcdef'

type Params = { [key: string]: string | Params | Params[] | string[] }
type Obj = Record<string, unknown> & { id: string }
type Recorded = { method: string; path: string; params: Params; idempotencyKey: string | null; replayed: boolean }

/** `a[b][0]=x` form fields (Stripe's, like the qs library's indexed format) into nested objects and arrays. */
export function parseForm(text: string): Params {
  const root: Params = {}
  for (const pair of text.split('&').filter(Boolean)) {
    const [rawKey, rawValue = ''] = pair.split('=')
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '))
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '))
    const path = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    path.forEach((part, i) => {
      const last = i === path.length - 1
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1])
      if (last) node[part === '' ? String(Object.keys(node).length) : part] = value
      else node = (node[part] ??= nextIsIndex ? [] : {}) as Record<string, unknown>
    })
  }
  return root
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`
const cardError = (code: string, message: string, decline_code?: string) => ({ type: 'card_error', code, message, ...(decline_code ? { decline_code } : {}) })

/** Stripe's test card numbers, as the fake's "Elements" confirm them. */
const brands: Record<string, string> = { '4': 'visa', '5': 'mastercard', '3': 'amex' }

/**
 * A local server speaking Stripe's API: form-encoded bodies, `Authorization: Bearer sk_...`, Idempotency-Key replay
 * (same key and parameters: the first answer again with `Idempotent-Replayed: true`; different parameters: an
 * idempotency_error), error objects `{ error: { type, code, message, decline_code } }`, and PaymentIntents that end
 * succeeded, requires_action or requires_payment_method depending on the test card, like Stripe's test mode.
 */
function signedPayload(payload: string, options: { at?: Date; secret?: string } = {}) {
  const t = Math.floor((options.at ?? new Date()).getTime() / 1000)
  const v1 = createHmac('sha256', options.secret ?? STRIPE_WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex')
  return { payload, signature: `t=${t},v1=${v1}` }
}

export async function startFakeStripe() {
  const objects = new Map<string, Obj>()
  const cardNumbers = new Map<string, string>()
  const keyed = new Map<string, { signature: string; status: number; body: unknown }>()
  const requests: Recorded[] = []
  let failures = 0
  let forced: { status: string } | { error: ReturnType<typeof cardError> } | null = null

  const handle = (method: string, path: string, params: Params): [number, unknown] => {
    const seg = path.split('/').filter(Boolean)
    const get = (id: string) => objects.get(id)
    const missing = (id: string): [number, unknown] => [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'`, param: 'id' } }]
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {}, invoice_settings: { default_payment_method: null } }
      objects.set(customer.id, customer)
      return [200, customer]
    }
    if (method === 'POST' && seg[1] === 'customers' && seg.length === 3) {
      const customer = get(seg[2])
      if (!customer) return missing(seg[2])
      const settings = (params.invoice_settings ?? {}) as Params
      Object.assign(customer.invoice_settings as object, { default_payment_method: settings.default_payment_method ?? null })
      return [200, customer]
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = newId('seti')
      const intent = { id, object: 'setup_intent', client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`, customer: params.customer, status: 'requires_payment_method', usage: params.usage ?? 'off_session', payment_method: null }
      objects.set(id, intent)
      return [200, intent]
    }
    if (method === 'GET' && seg[1] === 'setup_intents' && seg.length === 3) {
      const intent = get(seg[2])
      if (!intent) return missing(seg[2])
      const expand = Object.values((params.expand ?? {}) as Params)
      return [200, expand.includes('payment_method') && intent.payment_method ? { ...intent, payment_method: get(intent.payment_method as string) } : intent]
    }
    if (method === 'GET' && seg[1] === 'payment_methods' && seg.length === 3) return get(seg[2]) ? [200, get(seg[2])] : missing(seg[2])
    if (method === 'POST' && seg[1] === 'payment_methods' && seg[3] === 'detach') {
      const pm = get(seg[2])
      if (!pm) return missing(seg[2])
      if (!pm.customer) return [400, { error: { type: 'invalid_request_error', message: 'The payment method you provided is not attached to a customer so detachment is impossible.' } }]
      pm.customer = null
      return [200, pm]
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return createPortalSession(params)
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params)
    if (method === 'GET' && seg[1] === 'payment_intents' && seg.length === 3) return get(seg[2]) ? [200, get(seg[2])] : missing(seg[2])
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } }]
  }

  /** Stripe's billing_portal.session: `customer` must exist; `return_url` is optional, `url` is the portal's one-time link. */
  const createPortalSession = (params: Params): [number, unknown] => {
    const customer = typeof params.customer === 'string' ? objects.get(params.customer) : undefined
    if (!customer) return [400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${params.customer ?? ''}'`, param: 'customer' } }]
    const id = newId('bps')
    const session = {
      id, object: 'billing_portal.session', configuration: 'bpc_fake_default', created: Math.floor(Date.now() / 1000), customer: customer.id, flow: null,
      livemode: false, locale: null, on_behalf_of: null, return_url: params.return_url ?? null, url: `https://billing.stripe.com/p/session/test_${id}`,
    }
    objects.set(id, session)
    return [200, session]
  }

  const createIntent = (params: Params): [number, unknown] => {
    const amount = Number(params.amount)
    if (!Number.isInteger(amount) || amount < 50) return [400, { error: { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least $0.50 usd', param: 'amount' } }]
    const pm = objects.get(String(params.payment_method))
    if (!pm || pm.customer !== params.customer) {
      return [400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${params.payment_method}'`, param: 'payment_method' } }]
    }
    const intent: Obj = {
      id: newId('pi'), object: 'payment_intent', amount, currency: params.currency, customer: params.customer, payment_method: pm.id,
      description: params.description ?? null, metadata: params.metadata ?? {}, status: 'succeeded', last_payment_error: null, next_action: null,
    }
    objects.set(intent.id, intent)
    const number = cardNumbers.get(pm.id) ?? ''
    const offSession = params.off_session === 'true'
    const fail = (error: ReturnType<typeof cardError>): [number, unknown] => {
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error })
      return [402, { error: { ...error, payment_intent: intent } }]
    }
    if (forced) {
      const next = forced
      forced = null
      if ('error' in next) return fail(next.error)
      Object.assign(intent, { status: next.status, next_action: next.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null })
      return [200, intent]
    }
    if (number === '4000000000000002') return fail(cardError('card_declined', 'Your card was declined.', 'generic_decline'))
    if (number === '4000000000009995') return fail(cardError('card_declined', 'Your card has insufficient funds.', 'insufficient_funds'))
    if (number === '4000002760003184' && offSession) {
      return fail(cardError('authentication_required', 'Your card was declined. This transaction requires authentication.', 'authentication_required'))
    }
    if (number === '4000000000003220') {
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } })
      return [200, intent]
    }
    return [200, intent]
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
    if (req.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } })
    }
    const params = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body)
    const key = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) ?? null : null
    const record = (replayed: boolean) => requests.push({ method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey: key, replayed })
    if (failures > 0) {
      failures--
      record(false)
      return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } }, { 'stripe-should-retry': 'false' })
    }
    if (key) {
      const signature = `${req.method} ${url.pathname} ${body}`
      const prior = keyed.get(key)
      if (prior && prior.signature !== signature) {
        record(false)
        return send(400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } })
      }
      if (prior) {
        record(true)
        return send(prior.status, prior.body, { 'idempotent-replayed': 'true' })
      }
      const [status, payload] = handle(req.method ?? 'GET', url.pathname, params)
      keyed.set(key, { signature, status, body: payload })
      record(false)
      return send(status, payload, { 'idempotency-key': key })
    }
    const [status, payload] = handle(req.method ?? 'GET', url.pathname, params)
    record(false)
    send(status, payload)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    requests,
    objects,
    /** What Stripe.js does in the browser: confirms the SetupIntent with a card typed into Elements. */
    confirmSetup(setupIntentId: string, number: string, exp = { month: 12, year: 2034 }) {
      const intent = objects.get(setupIntentId)
      if (!intent) throw new Error(`No SetupIntent ${setupIntentId}`)
      const pm = { id: newId('pm'), object: 'payment_method', type: 'card', customer: intent.customer, card: { brand: brands[number[0]] ?? 'unknown', last4: number.slice(-4), exp_month: exp.month, exp_year: exp.year } }
      objects.set(pm.id, pm)
      cardNumbers.set(pm.id, number)
      Object.assign(intent, { status: 'succeeded', payment_method: pm.id })
      return pm
    },
    /** The next `count` requests answer 500 api_error (with Stripe-Should-Retry: false). */
    failNext(count: number) {
      failures = count
    },
    /** The next PaymentIntent ends in this status ('processing', 'requires_action'), whatever its card. */
    nextIntentEndsAs(status: string) {
      forced = { status }
    },
    /** The next PaymentIntent is refused with this card error (402), whatever its card. */
    nextIntentFails(code: string, message: string, declineCode?: string) {
      forced = { error: cardError(code, message, declineCode) }
    },
    paymentIntents: () => [...objects.values()].filter((o) => o.object === 'payment_intent'),
    /** A webhook delivery signed the way Stripe signs it: `t=<unix>,v1=<hex HMAC-SHA256(secret, "t.payload")>`. */
    signedEvent(type: string, object: Obj, options: { at?: Date; secret?: string; id?: string } = {}) {
      const event = { id: options.id ?? newId('evt'), object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), type, data: { object }, livemode: false, pending_webhooks: 1 }
      return { event, ...signedPayload(JSON.stringify(event), options) }
    },
    /** Any body, signed the same way: events of shapes Stripe would never send, with a signature that verifies. */
    signedPayload,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>
