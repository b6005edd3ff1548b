import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, wlBillingSettings, wlSubscriptions, wlTrialReminders } from '../../src/server/db/schema'
import { REMINDER_RECLAIM_MS, sendTrialReminders } from '../../src/server/modules/whitelabel/subscriptions/trial-reminders'
import { ipnHash } from '../../src/server/providers/payments/paykickstart'
import { STRIPE_SECRET_KEY } from './fakes/fake-stripe'
import { CONNECT_CLIENT_ID, CONNECT_WEBHOOK_SECRET, startFakeStripeConnect, type FakeStripeConnect } from './fakes/fake-stripe-connect'
import { startResellerSmtp } from './fakes/reseller-smtp'
import { startTestServer, type TestServer } from './harness'
import { waitUntil } from './wait'
import { addAccount, makeReseller, type Reseller } from './whitelabel-subscriptions-fixtures'

const DAY_MS = 86_400_000
let s: TestServer
let stripe: FakeStripeConnect
let smtp: Awaited<ReturnType<typeof startResellerSmtp>>
let r: Reseller

beforeAll(async () => {
  ;[stripe, smtp] = await Promise.all([startFakeStripeConnect(), startResellerSmtp('mailer@reseller.test', 'abcdefghijklmnop')])
  s = await startTestServer({
    mail: 'outbox',
    config: {
      // The reseller's SMTP server listens on loopback here; outside tests a private or loopback host is refused.
      outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' },
      resellerBilling: {
        stripeConnect: { clientId: CONNECT_CLIENT_ID, secretKey: STRIPE_SECRET_KEY, webhookSecret: CONNECT_WEBHOOK_SECRET, apiBase: stripe.url, connectBase: stripe.url },
        paykickstartApiBase: `${stripe.url}/paykickstart`,
      },
    },
  })
  r = await makeReseller(s, 'lifecycle')
  const saved = await s.request('PUT', '/api/wl/smtp', {
    token: r.token,
    body: { host: '127.0.0.1', port: smtp.port, username: 'mailer@reseller.test', password: 'abcd efgh ijkl mnop', encryption: 'none', support_email: 'help@reseller.test', sender_email: 'hello@reseller.test' },
  })
  expect(saved.status).toBe(200)
}, 60_000)
afterAll(async () => {
  await Promise.all([s?.close(), stripe?.close(), smtp?.close()])
})

/** A customer of the reseller (added through the API), its subscription then set as `set` says. */
async function customer(set: Partial<typeof wlSubscriptions.$inferInsert>) {
  const added = await addAccount(s, r)
  await s.db.update(wlSubscriptions).set(set).where(eq(wlSubscriptions.id, added.id))
  return added
}
const trialMails = (email: string) => smtp.mailsTo(email, 'Your lifecycle Starter trial ends on')
/** Waits for `count` trial mails to `email` (one may be on its way from the module's own sweep), then says there are exactly that many. */
async function trialMailsAre(email: string, count: number) {
  await waitUntil(() => trialMails(email).length >= count, `${count} trial mails to ${email}`)
  expect(trialMails(email)).toHaveLength(count)
}
const outboxTo = (email: string) => s.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()))

describe('the payment-failed e-mail', () => {
  it('goes once per Stripe invoice.payment_failed event, through the reseller SMTP, with the amount and the invoice page', async () => {
    const acct = `acct_${Math.random().toString(36).slice(2, 12)}`
    await s.db.insert(wlBillingSettings).values({ accountId: r.accountId, provider: 'local', stripeAccountId: acct }).onConflictDoUpdate({ target: wlBillingSettings.accountId, set: { stripeAccountId: acct } })
    const sub = await customer({ provider: 'stripe', providerSubscriptionId: `sub_${acct}` })
    const invoice = { id: 'in_f1', object: 'invoice', currency: 'usd', amount_due: 4900, hosted_invoice_url: 'https://invoice.stripe.test/i/in_f1', parent: { subscription_details: { subscription: `sub_${acct}` } } }
    const deliver = (d: { payload: string; signature: string }) =>
      s.request('POST', '/api/webhooks/stripe-connect', { raw: d.payload, headers: { 'content-type': 'application/json', 'stripe-signature': d.signature } })

    const failed = stripe.signedEvent('invoice.payment_failed', invoice, acct)
    const results = []
    for (let i = 0; i < 3; i++) results.push((await deliver(failed)).body.result)
    expect(results).toEqual(['applied', 'duplicate', 'duplicate'])
    expect((await s.db.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, sub.id)))[0].status).toBe('past_due')
    const mails = smtp.mailsTo(sub.email, 'Your lifecycle Starter payment failed')
    expect(mails).toHaveLength(1)
    expect(mails[0].raw).toContain('$49.00')
    expect(mails[0].raw).toContain('https://invoice.stripe.test/i/in_f1')
    expect((await outboxTo(sub.email)).filter((m) => m.subject.includes('payment failed'))).toEqual([])

    // Stripe's retry of the charge failed too: a new event, a new notice (the subscription is already past due).
    expect((await deliver(stripe.signedEvent('invoice.payment_failed', { ...invoice, amount_due: 5100 }, acct))).body.result).toBe('applied')
    expect(smtp.mailsTo(sub.email, 'Your lifecycle Starter payment failed').map((m) => m.raw.includes('$51.00'))).toEqual([false, true])
  })

  it("goes once per PayKickStart subscription-payment-failed IPN, pointing at PayKickStart's billing page", async () => {
    const secret = 'pks-lifecycle-secret'
    expect((await s.request('PUT', '/api/wl/billing', { token: r.token, body: { provider: 'paykickstart', paykickstart_secret: secret } })).status).toBe(200)
    const sub = await customer({ provider: 'paykickstart', providerSubscriptionId: 'PK-LIFE-1' })
    const fields: [string, string][] = [['event', 'subscription-payment-failed'], ['amount', '49.00'], ['transaction_id', 'PK-LT-2'], ['invoice_id', 'PK-LIFE-1'], ['buyer_email', sub.email]]
    const body = new URLSearchParams([...fields, ['hash', ipnHash(fields, secret)]]).toString()
    const ipn = () => s.request('POST', `/api/webhooks/paykickstart?account=${r.accountId}`, { raw: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect([(await ipn()).body.result, (await ipn()).body.result]).toEqual(['applied', 'duplicate'])
    const mails = smtp.mailsTo(sub.email, 'Your lifecycle Starter payment failed')
    expect(mails).toHaveLength(1)
    expect(mails[0].raw).toContain('https://app.paykickstart.com/billing')
  })
})

describe('the trial-ending e-mail', () => {
  it('goes once per subscription and trial end, three days ahead, whatever sweeps run at once or again', async () => {
    const now = s.clock.now().getTime()
    const soon = await customer({ status: 'trialing', trialEndsAt: new Date(now + 2 * DAY_MS) })
    const later = await customer({ status: 'trialing', trialEndsAt: new Date(now + 5 * DAY_MS) })
    const paying = await customer({ status: 'active', endsAt: new Date(now + 2 * DAY_MS) })
    // The module's own minute sweep may take a reminder first: mails are counted, each must arrive exactly once.
    const sweep = () => sendTrialReminders(s.deps)
    const [first, second] = await Promise.all([sweep(), sweep()])
    expect(first.sent + second.sent).toBeLessThanOrEqual(1)
    await sweep()
    await trialMailsAre(soon.email, 1)
    expect(trialMails(soon.email)[0].subject).toContain(new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(now + 2 * DAY_MS)))
    expect(trialMails(later.email)).toEqual([])
    expect(trialMails(paying.email)).toEqual([])

    // The trial was extended: a new trial end is a new period, reminded again when it comes near.
    await s.db.update(wlSubscriptions).set({ trialEndsAt: new Date(now + 2.5 * DAY_MS) }).where(eq(wlSubscriptions.id, soon.id))
    await sweep()
    await trialMailsAre(soon.email, 2)
    // Two days on, the later trial is due; the first one's reminders are all sent.
    s.clock.advance(2 * DAY_MS)
    await sweep()
    await trialMailsAre(later.email, 1)
    await sweep()
    expect(trialMails(soon.email)).toHaveLength(2)
    expect(trialMails(later.email)).toHaveLength(1)
  })

  it('sends a reminder whose sweep died after claiming it, once the claim is stale, and never one already sent', async () => {
    const now = s.clock.now()
    const crashed = await customer({ status: 'trialing', trialEndsAt: new Date(now.getTime() + DAY_MS) })
    const trialEndsAt = new Date(now.getTime() + DAY_MS)
    // A sweep claimed it and the process died before sending (a restart).
    await s.db.insert(wlTrialReminders).values({ accountId: r.accountId, subscriptionId: crashed.id, trialEndsAt, claimedAt: now })
    await sendTrialReminders(s.deps)
    expect(trialMails(crashed.email)).toEqual([])
    s.clock.advance(REMINDER_RECLAIM_MS + 1_000)
    await sendTrialReminders(s.deps)
    await trialMailsAre(crashed.email, 1)
    await sendTrialReminders(s.deps)
    expect(trialMails(crashed.email)).toHaveLength(1)
    const claimOf = async () => (await s.db.select().from(wlTrialReminders).where(eq(wlTrialReminders.subscriptionId, crashed.id)))[0]
    await waitUntil(async () => (await claimOf()).sentAt !== null, 'the reminder marked sent')
    expect(await claimOf()).toMatchObject({ attempts: 2, error: null })
  })
})
