import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { paymentWebhookEvents } from '../../src/server/db/schema'
import { defaultCreditPacks } from '../../src/shared/wallet/pricing'
import { startFakeStripe, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, type FakeStripe } from './fakes/fake-stripe'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
let stripe: FakeStripe
beforeAll(async () => {
  stripe = await startFakeStripe()
  server = await startTestServer({
    mail: 'outbox',
    config: {
      payments: {
        provider: 'stripe',
        stripe: { secretKey: STRIPE_SECRET_KEY, publishableKey: 'pk_test_fake', webhookSecret: STRIPE_WEBHOOK_SECRET, apiBase: stripe.url },
        packs: [...defaultCreditPacks],
      },
    },
  })
})
afterAll(async () => {
  await server?.close()
  await stripe?.close()
})

const deliver = (delivery: { payload: string; signature: string }) =>
  server.request('POST', '/api/webhooks/stripe', { raw: delivery.payload, headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature } })
const signed = (payload: string) => stripe.signedPayload(payload, { at: server.clock.now() })
const event = (id: string, extra: Record<string, unknown>) => JSON.stringify({ id, object: 'event', type: 'payment_intent.succeeded', ...extra })
const intent = (metadata: Record<string, unknown>) => ({ id: 'pi_shape_1', object: 'payment_intent', status: 'succeeded', metadata })

/** Verified events the wallet cannot use: Stripe documents a 2xx for them, or it retries each for three days. */
const unusable: [string, string][] = [
  ['an event with no data', event('evt_shape_nodata', {})],
  ['data that is null', event('evt_shape_nulldata', { data: null })],
  ['a null object', event('evt_shape_nullobject', { data: { object: null } })],
  ['an object that is an array', event('evt_shape_arrayobject', { data: { object: [1, 2] } })],
  ['an intent without an id', event('evt_shape_noref', { data: { object: { status: 'succeeded' } } })],
  ['metadata that is not text', event('evt_shape_metadata', { data: { object: intent({ wallet_payment_id: { id: 1 } }) } })],
  ['an object nested 20,000 deep', event('evt_shape_deep', { data: { object: 'DEEP' } }).replace('"DEEP"', '['.repeat(20_000) + ']'.repeat(20_000))],
  ['an event that is an array', JSON.stringify([{ id: 'evt_shape_array', type: 'payment_intent.succeeded' }])],
  ['an event that is null', 'null'],
  ['an event that is a string', '"evt_shape_string"'],
  ['an id that is a number', JSON.stringify({ id: 12, type: 'payment_intent.succeeded', data: { object: intent({}) } })],
  ['an id holding NUL', JSON.stringify({ id: 'evt_\u0000', type: 'customer.created', data: { object: {} } })],
  ['an id holding a lone surrogate', '{"id":"evt_\\ud800","type":"customer.created","data":{"object":{}}}'],
  ['a type that is not text', JSON.stringify({ id: 'evt_shape_type', type: ['payment_intent.succeeded'], data: { object: intent({}) } })],
]

describe('payment events of odd shapes', () => {
  for (const [label, payload] of unusable) {
    it(`answers a signed event with ${label} 200 and ignores it`, async () => {
      const res = await deliver(signed(payload))
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ received: true, result: 'ignored' })
    })
  }

  it('records nothing of an unusable event, so a usable redelivery would still apply', async () => {
    const rows = await server.db.select().from(paymentWebhookEvents)
    expect(rows.filter((r) => r.eventId.startsWith('evt_shape_'))).toEqual([])
  })

  it('reads a wallet payment id past int4 as none: the event is applied by reference or ignored, never a 500', async () => {
    const res = await deliver(signed(event('evt_shape_int4', { data: { object: intent({ wallet_payment_id: '3000000000' }) } })))
    expect(res).toMatchObject({ status: 200, body: { received: true, result: 'ignored' } })
    expect(await server.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, 'evt_shape_int4'))).toHaveLength(1)
    expect((await deliver(signed(event('evt_shape_int4', { data: { object: intent({ wallet_payment_id: '3000000000' }) } })))).body.result).toBe('duplicate')
  })

  it('reads an event type that names an Object.prototype member as any other unknown type', async () => {
    const res = await deliver(signed(JSON.stringify({ id: 'evt_shape_proto', type: 'constructor', data: { object: {} } })))
    expect(res).toMatchObject({ status: 200, body: { result: 'ignored' } })
  })

  it('answers a signed body that is not JSON, and every shape with a bad signature, 400', async () => {
    expect((await deliver(signed('{"id": "evt_x",'))).status).toBe(400)
    for (const [, payload] of unusable) {
      const res = await deliver(stripe.signedPayload(payload, { at: server.clock.now(), secret: 'whsec_not_ours' }))
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('The webhook signature could not be verified.')
    }
  })
})
