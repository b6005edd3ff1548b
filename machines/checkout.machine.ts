import { assign, fromPromise, setup } from 'xstate'
import { isApiFailure } from '../src/shared/api-failure'
import type { Message } from '../src/shared/message-format'
import type { PurchaseAnswer, WalletPayment } from '../src/shared/wallet/types'

/** The default card as checkout needs it; null when the account has none. */
export type CheckoutCard = { id: number; label: string; needsReconnect: boolean }
export type CheckoutPayment = Pick<WalletPayment, 'id' | 'status' | 'credits' | 'amount_cents'>
/** The wallet's PurchaseAnswer as checkout reads it: every purchase answer is one, whatever else its payment holds. */
export type CheckoutAnswer = Omit<PurchaseAnswer, 'payment'> & { payment: CheckoutPayment }
export type CheckoutInput = { card: CheckoutCard | null }
export type CheckoutContext = {
  card: CheckoutCard | null
  credits: number | null
  /** The key of this purchase attempt: a retry after an unknown outcome reuses it, so the server never charges twice. */
  requestId: string | null
  payment: CheckoutPayment | null
  balance: number | null
  /** Why the last attempt did not succeed, by code (the page words it), or why buying is not possible now. */
  error: Message | null
  /** Whether the last attempt may have charged (network error, provider unreachable): retrying reuses its key. */
  outcomeUnknown: boolean
  polls: number
}
export type CheckoutEvent =
  /** The wallet was refreshed: a card added, made default, reconnected or removed. */
  | { type: 'CARD_CHANGED'; card: CheckoutCard | null }
  | { type: 'BUY'; credits: number; requestId: string }
  | { type: 'RETRY'; requestId: string }
  | { type: 'RESET' }

/**
 * State tags the wallet's commands read for their reason when BUY is not taken: no default card, a card to
 * reconnect, a purchase being charged or confirmed. The guards behind them are this machine's, written once.
 */
export const checkoutTags = { noCard: 'noCard', reconnect: 'reconnect', paying: 'paying' } as const

/** A payment the provider has not settled is checked again every 2 s, for about a minute. */
export const CHECKOUT_POLL_MS = 2_000
export const CHECKOUT_MAX_POLLS = 30

const notProvided = (name: string) => () => Promise.reject(new Error(`checkout actor "${name}" was not provided`))
/** A refused or unanswered purchase (the HTTP client's ApiFailure): its code, or `wallet.network` without an answer. */
const refusalOf = (error: unknown): Message => (isApiFailure(error) && error.status !== 0 ? { code: error.code, params: error.params } : { code: 'wallet.network' })
/** Whether the attempt may have charged: no answer, or the server or the provider failed on the way. */
const unknownOutcome = (error: unknown) => !isApiFailure(error) || error.status === 0 || error.status >= 500
const refusedAs = (code: string) => ({ event }: { event: { error: unknown } }) => refusalOf(event.error).code === code

/** What an answer changes: the payment, the balance, and for a decline its code. */
function fromAnswer(answer: CheckoutAnswer): Partial<CheckoutContext> {
  const failed = answer.payment.status === 'failed'
  return { payment: answer.payment, balance: answer.balance, error: failed ? { code: answer.code ?? 'wallet.card_declined', params: answer.params ?? {} } : null }
}
const settledAs = (status: CheckoutPayment['status']) => ({ event }: { event: { output: CheckoutAnswer } }) => event.output.payment.status === status
const askedToReconnect = ({ event }: { event: { output: CheckoutAnswer } }) => event.output.payment.status === 'failed' && event.output.code === 'wallet.card_reconnect'

/**
 * Buying credits ("Please add a default credit card!", "Your payment is processing. Payment succeeded!", "The card
 * must be reconnected for security reasons."): a default card is required, the purchase is
 * processing while the server charges it, and a payment the provider settles later is polled until it has.
 * Pure: the purchase and the check are actors, the refresh of the wallet an action, all given with .provide().
 */
export const checkoutMachine = setup({
  types: {} as { context: CheckoutContext; input: CheckoutInput; events: CheckoutEvent },
  actors: {
    purchase: fromPromise<CheckoutAnswer, { credits: number; requestId: string }>(notProvided('purchase')),
    checkPayment: fromPromise<CheckoutAnswer, { paymentId: number }>(notProvided('checkPayment')),
  },
  actions: {
    /** A payment ended (succeeded or failed): the page refreshes the balance and the transactions. */
    paymentSettled: (_, _params: { payment: CheckoutPayment | null }) => {},
  },
  guards: {
    noCard: ({ context }) => context.card === null,
    cardNeedsReconnect: ({ context }) => context.card?.needsReconnect === true,
    tooManyPolls: ({ context }) => context.polls >= CHECKOUT_MAX_POLLS,
  },
  delays: { poll: CHECKOUT_POLL_MS },
}).createMachine({
  id: 'checkout',
  initial: 'checking',
  context: ({ input }) => ({ card: input.card, credits: null, requestId: null, payment: null, balance: null, error: null, outcomeUnknown: false, polls: 0 }),
  on: {
    CARD_CHANGED: { target: '.checking', actions: assign({ card: ({ event }) => event.card }) },
  },
  states: {
    checking: {
      always: [
        { guard: 'noCard', target: 'cardRequired' },
        { guard: 'cardNeedsReconnect', target: 'reconnectRequired' },
        { target: 'ready' },
      ],
    },
    cardRequired: {
      tags: [checkoutTags.noCard],
      entry: assign({ error: { code: 'wallet.no_default_card' } }),
    },
    reconnectRequired: {
      tags: [checkoutTags.reconnect],
      entry: assign({ error: { code: 'wallet.card_reconnect' } }),
    },
    ready: {
      entry: assign({ error: null }),
      on: { BUY: { target: 'processing', actions: assign({ credits: ({ event }) => event.credits, requestId: ({ event }) => event.requestId }) } },
    },
    processing: {
      tags: [checkoutTags.paying],
      entry: assign({ error: null, payment: null, outcomeUnknown: false, polls: 0 }),
      invoke: {
        src: 'purchase',
        input: ({ context }) => ({ credits: context.credits ?? 0, requestId: context.requestId ?? '' }),
        onDone: [
          { guard: settledAs('succeeded'), target: 'succeeded', actions: assign(({ event }) => fromAnswer(event.output)) },
          {
            // The bank asked for authentication during the charge: a failed transaction, and the card to reconnect.
            guard: askedToReconnect,
            target: 'reconnectRequired',
            actions: [
              assign(({ event, context }) => ({ ...fromAnswer(event.output), card: context.card ? { ...context.card, needsReconnect: true } : null })),
              { type: 'paymentSettled', params: ({ event }) => ({ payment: event.output.payment }) },
            ],
          },
          { guard: settledAs('failed'), target: 'failed', actions: assign(({ event }) => fromAnswer(event.output)) },
          { target: 'awaitingConfirmation', actions: assign(({ event }) => fromAnswer(event.output)) },
        ],
        onError: [
          { guard: refusedAs('wallet.no_default_card'), target: 'cardRequired', actions: assign({ card: null }) },
          {
            guard: refusedAs('wallet.card_reconnect'),
            target: 'reconnectRequired',
            actions: assign({ card: ({ context }) => (context.card ? { ...context.card, needsReconnect: true } : null) }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => refusalOf(event.error), outcomeUnknown: ({ event }) => unknownOutcome(event.error) }),
          },
        ],
      },
    },
    awaitingConfirmation: {
      tags: [checkoutTags.paying],
      after: { poll: [{ guard: 'tooManyPolls', target: 'unconfirmed' }, { target: 'confirming' }] },
    },
    confirming: {
      tags: [checkoutTags.paying],
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
      invoke: {
        src: 'checkPayment',
        input: ({ context }) => ({ paymentId: context.payment?.id ?? 0 }),
        onDone: [
          { guard: settledAs('succeeded'), target: 'succeeded', actions: assign(({ event }) => fromAnswer(event.output)) },
          { guard: settledAs('failed'), target: 'failed', actions: assign(({ event }) => fromAnswer(event.output)) },
          { target: 'awaitingConfirmation', actions: assign(({ event }) => fromAnswer(event.output)) },
        ],
        onError: { target: 'awaitingConfirmation' },
      },
    },
    /** Still processing after a minute: the transactions will show how it ends; the customer may go on. */
    unconfirmed: {
      on: { BUY: { target: 'processing', actions: assign({ credits: ({ event }) => event.credits, requestId: ({ event }) => event.requestId }) }, RESET: 'checking' },
    },
    succeeded: {
      entry: { type: 'paymentSettled', params: ({ context }) => ({ payment: context.payment }) },
      on: { BUY: { target: 'processing', actions: assign({ credits: ({ event }) => event.credits, requestId: ({ event }) => event.requestId }) }, RESET: 'checking' },
    },
    failed: {
      entry: { type: 'paymentSettled', params: ({ context }) => ({ payment: context.payment }) },
      on: {
        RETRY: {
          target: 'processing',
          // An attempt that may have charged is retried under its own key (the server answers it, never charges twice).
          actions: assign({ requestId: ({ context, event }) => (context.outcomeUnknown && context.requestId ? context.requestId : event.requestId) }),
        },
        BUY: { target: 'processing', actions: assign({ credits: ({ event }) => event.credits, requestId: ({ event }) => event.requestId }) },
        RESET: 'checking',
      },
    },
  },
})

export type CheckoutDeps = {
  api: {
    /** POST /api/wallet/purchases: resolves for 200, 202 and a 402 decline; rejects with an ApiFailure otherwise. */
    purchase(body: { credits: number; request_id: string }): Promise<CheckoutAnswer>
    /** GET /api/wallet/payments/{id}: how a processing payment stands now. */
    payment(id: number): Promise<CheckoutAnswer>
  }
  onSettled(payment: CheckoutPayment | null): void
}

/** The app's implementations: `checkoutMachine.provide(checkoutImplementations(deps))`. */
export function checkoutImplementations(deps: CheckoutDeps) {
  return {
    actors: {
      purchase: fromPromise<CheckoutAnswer, { credits: number; requestId: string }>(({ input }) => deps.api.purchase({ credits: input.credits, request_id: input.requestId })),
      checkPayment: fromPromise<CheckoutAnswer, { paymentId: number }>(({ input }) => deps.api.payment(input.paymentId)),
    },
    actions: {
      paymentSettled: (_: unknown, params: { payment: CheckoutPayment | null }) => deps.onSettled(params.payment),
    },
  }
}
