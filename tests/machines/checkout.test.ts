import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import {
  CHECKOUT_MAX_POLLS, checkoutImplementations, checkoutMachine, type CheckoutAnswer, type CheckoutCard, type CheckoutDeps, type CheckoutPayment,
} from '../../machines/checkout.machine'
import { ApiFailure, failureOf } from '../../src/shared/api-failure'

const card: CheckoutCard = { id: 3, label: 'Visa •••• 4242', needsReconnect: false }
const payment = (status: CheckoutPayment['status'], id = 9): CheckoutPayment => ({ id, status, credits: 100, amount_cents: 1000 })
const answer = (status: CheckoutPayment['status'], extra: Partial<CheckoutAnswer> = {}): CheckoutAnswer => ({ message: '', payment: payment(status), balance: 210, ...extra })
/** What the HTTP client rejects with: an answer's refusal by its body, or no answer at all (status 0). */
const refused = (status: number, code: string) => failureOf(status, { message: '', code, params: {} })
const unanswered = () => failureOf(0, null)

/** Fake API answering purchases and payment checks from scripts, recording every call and settlement in order. */
function scripted(purchases: (CheckoutAnswer | ApiFailure)[], checks: (CheckoutAnswer | Error)[] = []) {
  const calls: string[] = []
  const deps: CheckoutDeps = {
    api: {
      purchase: async (body) => {
        calls.push(`purchase:${body.credits}:${body.request_id}`)
        const next = purchases.shift()
        if (!next) throw new Error('no more answers')
        if (next instanceof Error) throw next
        return next
      },
      payment: async (id) => {
        calls.push(`payment:${id}`)
        const next = checks.shift()
        if (!next) throw new Error('no more answers')
        if (next instanceof Error) throw next
        return next
      },
    },
    onSettled: (settled) => calls.push(`settled:${settled?.status ?? 'none'}`),
  }
  return { deps, calls }
}

function start(deps: CheckoutDeps, input: { card: CheckoutCard | null } = { card }) {
  const clock = new SimulatedClock()
  const actor = createActor(checkoutMachine.provide(checkoutImplementations(deps)), { clock, input }).start()
  return { actor, clock }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('checkout machine', () => {
  it('asks for a default card first, and is ready once one is added', () => {
    const { deps, calls } = scripted([])
    const { actor } = start(deps, { card: null })
    expect(actor.getSnapshot().value).toBe('cardRequired')
    expect(actor.getSnapshot().context.error).toEqual({ code: 'wallet.no_default_card' })
    actor.send({ type: 'BUY', credits: 100, requestId: 'req-00000001' })
    expect(actor.getSnapshot().value).toBe('cardRequired')
    actor.send({ type: 'CARD_CHANGED', card })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(calls).toEqual([])
  })

  it('refuses to buy with a card that must be reconnected until it is', () => {
    const { deps } = scripted([])
    const { actor } = start(deps, { card: { ...card, needsReconnect: true } })
    expect(actor.getSnapshot().value).toBe('reconnectRequired')
    expect(actor.getSnapshot().context.error).toEqual({ code: 'wallet.card_reconnect' })
    actor.send({ type: 'CARD_CHANGED', card })
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('is processing while the purchase runs, then succeeded, and refreshes the wallet', async () => {
    const { deps, calls } = scripted([answer('succeeded', { message: 'Payment succeeded!' })])
    const { actor } = start(deps)
    actor.send({ type: 'BUY', credits: 500, requestId: 'req-00000001' })
    expect(actor.getSnapshot().value).toBe('processing')
    const done = await waitFor(actor, (s) => s.matches('succeeded'))
    expect(done.context).toMatchObject({ credits: 500, payment: { status: 'succeeded' }, balance: 210, error: null })
    expect(calls).toEqual(['purchase:500:req-00000001', 'settled:succeeded'])
  })

  it('shows a decline and retries it as a new attempt with a new key', async () => {
    const { deps, calls } = scripted([answer('failed', { message: 'Your card was declined.', code: 'wallet.card_declined', params: {} }), answer('succeeded')])
    const { actor } = start(deps)
    actor.send({ type: 'BUY', credits: 100, requestId: 'req-00000001' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toEqual({ code: 'wallet.card_declined', params: {} })
    actor.send({ type: 'RETRY', requestId: 'req-00000002' })
    await waitFor(actor, (s) => s.matches('succeeded'))
    expect(calls).toEqual(['purchase:100:req-00000001', 'settled:failed', 'purchase:100:req-00000002', 'settled:succeeded'])
  })

  it('retries an attempt whose outcome is unknown (network, provider unreachable) under the same key', async () => {
    const { deps, calls } = scripted([unanswered(), refused(503, 'wallet.provider_unavailable'), answer('succeeded')])
    const { actor } = start(deps)
    actor.send({ type: 'BUY', credits: 100, requestId: 'req-00000001' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({ outcomeUnknown: true, error: { code: 'wallet.network' } })
    actor.send({ type: 'RETRY', requestId: 'req-00000002' })
    await waitFor(actor, (s) => s.matches('failed') && s.context.error?.code === 'wallet.provider_unavailable')
    actor.send({ type: 'RETRY', requestId: 'req-00000003' })
    await waitFor(actor, (s) => s.matches('succeeded'))
    expect(calls.filter((c) => c.startsWith('purchase'))).toEqual(['purchase:100:req-00000001', 'purchase:100:req-00000001', 'purchase:100:req-00000001'])
  })

  it('retries a refusal that charged nothing (a 422) as a new attempt with a new key', async () => {
    const { deps, calls } = scripted([refused(422, 'validation.type'), answer('succeeded')])
    const { actor } = start(deps)
    actor.send({ type: 'BUY', credits: 100, requestId: 'req-00000001' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({ outcomeUnknown: false, error: { code: 'validation.type' } })
    actor.send({ type: 'RETRY', requestId: 'req-00000002' })
    await waitFor(actor, (s) => s.matches('succeeded'))
    expect(calls.filter((c) => c.startsWith('purchase'))).toEqual(['purchase:100:req-00000001', 'purchase:100:req-00000002'])
  })

  it('goes back to asking for a card when the server says there is no default card, or that it must be reconnected', async () => {
    const { deps } = scripted([
      refused(422, 'wallet.no_default_card'),
      answer('failed', { code: 'wallet.card_reconnect', message: 'The card must be reconnected for security reasons.' }),
    ])
    const { actor } = start(deps)
    actor.send({ type: 'BUY', credits: 100, requestId: 'req-00000001' })
    await waitFor(actor, (s) => s.matches('cardRequired'))
    expect(actor.getSnapshot().context.card).toBeNull()
    actor.send({ type: 'CARD_CHANGED', card })
    actor.send({ type: 'BUY', credits: 100, requestId: 'req-00000002' })
    await waitFor(actor, (s) => s.matches('reconnectRequired'))
    expect(actor.getSnapshot().context).toMatchObject({ card: { id: 3, needsReconnect: true }, payment: { status: 'failed' } })
  })

  it('checks a processing payment every 2000 ms until the provider settles it', async () => {
    const { deps, calls } = scripted([answer('processing', { message: 'Your payment is processing.' })], [answer('processing'), answer('succeeded')])
    const { actor, clock } = start(deps)
    actor.send({ type: 'BUY', credits: 100, requestId: 'req-00000001' })
    await waitFor(actor, (s) => s.matches('awaitingConfirmation'))
    clock.increment(1999)
    await settle()
    expect(calls).toEqual(['purchase:100:req-00000001'])
    clock.increment(1)
    await waitFor(actor, (s) => s.matches('awaitingConfirmation') && s.context.polls === 1)
    expect(calls).toEqual(['purchase:100:req-00000001', 'payment:9'])
    clock.increment(2000)
    await waitFor(actor, (s) => s.matches('succeeded'))
    expect(calls).toEqual(['purchase:100:req-00000001', 'payment:9', 'payment:9', 'settled:succeeded'])
  })

  it(`stops checking after ${CHECKOUT_MAX_POLLS} checks and leaves the payment to the transactions list`, async () => {
    const checks = Array.from({ length: CHECKOUT_MAX_POLLS }, () => answer('processing'))
    const { deps, calls } = scripted([answer('processing')], checks)
    const { actor, clock } = start(deps)
    actor.send({ type: 'BUY', credits: 100, requestId: 'req-00000001' })
    for (let i = 1; i <= CHECKOUT_MAX_POLLS; i++) {
      await waitFor(actor, (s) => s.matches('awaitingConfirmation') && s.context.polls === i - 1)
      clock.increment(2000)
    }
    await waitFor(actor, (s) => s.matches('awaitingConfirmation') && s.context.polls === CHECKOUT_MAX_POLLS)
    clock.increment(2000)
    await waitFor(actor, (s) => s.matches('unconfirmed'))
    expect(calls.filter((c) => c.startsWith('payment'))).toHaveLength(CHECKOUT_MAX_POLLS)
  })
})
