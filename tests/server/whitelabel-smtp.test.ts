import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, wlSmtpSettings } from '../../src/server/db/schema'
import { sendResellerMail } from '../../src/server/modules/whitelabel/templates/send'
import { startResellerSmtp } from './fakes/reseller-smtp'
import { startTestServer, type TestServer } from './harness'
import { resellerAccount } from './whitelabel-reseller-seed'

const APP_PASSWORD = 'abcd efgh ijkl mnop'
let s: TestServer
let smtp: Awaited<ReturnType<typeof startResellerSmtp>>
beforeAll(async () => {
  // The reseller's server listens on loopback here; outside tests a private or loopback host is refused.
  ;[s, smtp] = await Promise.all([startTestServer({ mail: 'outbox', config: { outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' } } }), startResellerSmtp('mailer@reseller.test', 'abcdefghijklmnop')])
}, 60_000)
afterAll(async () => {
  await Promise.all([s?.close(), smtp?.close()])
})

const details = (port: number, extra: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port,
  username: 'mailer@reseller.test',
  password: APP_PASSWORD,
  encryption: 'none',
  support_email: 'help@reseller.test',
  sender_email: 'hello@reseller.test',
  ...extra,
})

describe('the reseller SMTP details', () => {
  it('says SMTP is unavailable before the details are set, saves them with the password sealed and never answers it', async () => {
    const r = await resellerAccount(s, 'smtp-a')
    const before = await r.call('GET', '/api/wl/smtp')
    expect(before.body.data).toMatchObject({ configured: false, password_set: false })
    const test = await r.call('POST', '/api/wl/smtp/test', {})
    expect(test.status).toBe(409)
    expect(test.body.message).toBe('SMTP is unavailable without SMTP details.')

    const saved = await r.call('PUT', '/api/wl/smtp', details(smtp.port))
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ configured: true, host: '127.0.0.1', port: smtp.port, password_set: true, encryption: 'none' })
    expect(JSON.stringify(saved.body)).not.toContain('abcdefghijklmnop')
    const [row] = await s.db.select().from(wlSmtpSettings).where(eq(wlSmtpSettings.accountId, r.accountId))
    expect(row.passwordSealed).not.toContain('abcdefghijklmnop')
    expect(s.deps.secretBox.open(row.passwordSealed)).toBe('abcdefghijklmnop')

    // Saving again without a password keeps the stored one.
    expect((await r.call('PUT', '/api/wl/smtp', details(smtp.port, { password: undefined, sender_email: 'team@reseller.test' }))).status).toBe(200)
    const [kept] = await s.db.select().from(wlSmtpSettings).where(eq(wlSmtpSettings.accountId, r.accountId))
    expect(s.deps.secretBox.open(kept.passwordSealed)).toBe('abcdefghijklmnop')
  })

  it('names the bad fields: an app password is 16 characters, e-mails, port, encryption; the first save needs a password', async () => {
    const r = await resellerAccount(s, 'smtp-b')
    const bad = await r.call('PUT', '/api/wl/smtp', details(smtp.port, { password: 'short', port: 70_000, encryption: 'starttls', support_email: 'nope', sender_email: '' }))
    expect(bad.status).toBe(422)
    expect(bad.body.errors.password).toEqual(['An SMTP app password is 16 characters.'])
    expect(Object.keys(bad.body.field_codes).sort()).toEqual(['encryption', 'password', 'port', 'sender_email', 'support_email'])
    const noPassword = await r.call('PUT', '/api/wl/smtp', details(smtp.port, { password: undefined }))
    expect(noPassword.status).toBe(422)
    expect(noPassword.body.field_codes.password[0].code).toBe('whitelabel.smtp_password_required')
    expect((await r.call('GET', '/api/wl/smtp')).body.data.configured).toBe(false)
  })

  it('sends the test e-mail through the reseller server with its credentials, and says why when the server refuses', async () => {
    const r = await resellerAccount(s, 'smtp-c')
    await r.call('PUT', '/api/wl/smtp', details(smtp.port))
    const sent = await r.call('POST', '/api/wl/smtp/test', { to: 'owner@reseller.test' })
    expect(sent.status).toBe(200)
    const mail = smtp.received.find((m) => m.to.includes('owner@reseller.test'))
    expect(mail).toMatchObject({ from: 'hello@reseller.test', user: 'mailer@reseller.test' })

    await r.call('PUT', '/api/wl/smtp', details(smtp.port, { password: 'zzzz zzzz zzzz zzzz' }))
    const refused = await r.call('POST', '/api/wl/smtp/test', { to: 'owner@reseller.test' })
    expect(refused.status).toBe(422)
    expect(refused.body.code).toBe('whitelabel.smtp_test_failed')
  })

  it('refuses a private SMTP host the outbound policy does not allow', async () => {
    const r = await resellerAccount(s, 'smtp-d')
    await r.call('PUT', '/api/wl/smtp', details(25, { host: '10.1.2.3' }))
    const refused = await r.call('POST', '/api/wl/smtp/test', {})
    expect(refused.status).toBe(422)
    expect(refused.body.code).toBe('whitelabel.smtp_host_refused')
  })

  it('keeps one reseller from reading another one\'s details', async () => {
    const a = await resellerAccount(s, 'smtp-e')
    const b = await resellerAccount(s, 'smtp-f')
    await a.call('PUT', '/api/wl/smtp', details(smtp.port, { sender_email: 'only-a@reseller.test' }))
    expect((await b.call('GET', '/api/wl/smtp')).body.data.configured).toBe(false)
  })
})

describe('e-mail templates and sendResellerMail', () => {
  it('lists every template with its default wording, saves a reseller wording, previews and resets it', async () => {
    const r = await resellerAccount(s, 'tpl-a')
    const list = await r.call('GET', '/api/wl/email-templates')
    expect(list.body.data.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['welcome', 'password_reset', 'trial_ending', 'payment_failed', 'subscription_cancelled']))
    expect(list.body.data.every((t: { customised: boolean }) => !t.customised)).toBe(true)

    const saved = await r.call('PUT', '/api/wl/email-templates/welcome', { subject: 'Hello {{customer_name}}', body: 'Welcome to {{package_name}}, {{customer_name}}.\n\nLog in: {{login_url}}' })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ customised: true, subject: 'Hello {{customer_name}}' })

    const preview = await r.call('POST', '/api/wl/email-templates/welcome/preview', { variables: { customer_name: '<b>Eve</b>' } })
    expect(preview.body.data.subject).toBe('Hello <b>Eve</b>')
    expect(preview.body.data.text).toContain('Welcome to Starter, <b>Eve</b>.')
    expect(preview.body.data.html).toContain('&#60;b&#62;Eve&#60;/b&#62;')
    expect(preview.body.data.html).not.toContain('<b>Eve')

    const reset = await r.call('DELETE', '/api/wl/email-templates/welcome')
    expect(reset.body.data).toMatchObject({ customised: false, subject: 'Welcome to {{business_name}}' })
  })

  it('refuses an unknown variable and an unknown template', async () => {
    const r = await resellerAccount(s, 'tpl-b')
    const typo = await r.call('PUT', '/api/wl/email-templates/welcome', { subject: 'Hi', body: 'Hello {{nmae}}' })
    expect(typo.status).toBe(422)
    expect(typo.body.field_codes.body[0]).toMatchObject({ code: 'whitelabel.template_unknown_variable', params: { variable: 'nmae' } })
    expect((await r.call('GET', '/api/wl/email-templates/nope')).status).toBe(404)
    expect((await r.call('PUT', '/api/wl/email-templates/nope', { subject: 'x', body: 'y' })).status).toBe(404)
  })

  it('sends through the reseller SMTP when set, in its wording, else through the platform mail service', async () => {
    const withSmtp = await resellerAccount(s, 'tpl-c')
    await withSmtp.call('PUT', '/api/wl/smtp', details(smtp.port, { sender_email: 'welcome@reseller.test' }))
    await withSmtp.call('PUT', '/api/wl/email-templates/welcome', { subject: 'Your {{package_name}} account', body: 'Hi {{customer_name}}, questions to {{support_email}}.' })
    const via = await sendResellerMail(s.deps, withSmtp.accountId, 'welcome', 'buyer@customer.test', { customer_name: 'Bo', package_name: 'Pro' })
    expect(via).toEqual({ via: 'reseller' })
    const mail = smtp.received.find((m) => m.to.includes('buyer@customer.test'))
    expect(mail?.from).toBe('welcome@reseller.test')
    expect(mail?.raw).toContain('Subject: Your Pro account')
    expect(mail?.raw).toContain('Hi Bo, questions to help@reseller.test.')

    const plain = await resellerAccount(s, 'tpl-d')
    expect(await sendResellerMail(s.deps, plain.accountId, 'payment_failed', 'late@customer.test', { customer_name: 'Cy', package_name: 'Pro', amount: '$10.00' })).toEqual({ via: 'platform' })
    const [outboxed] = await s.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'late@customer.test'))
    expect(outboxed.subject).toBe('Your Pro payment failed')
    expect(outboxed.text).toContain('payment of $10.00')
  })

  it('answers 403 to a user without the white-label module', async () => {
    const plain = await s.signedInUser('tpl-plain')
    expect((await s.request('GET', '/api/wl/email-templates', { token: plain.token })).status).toBe(403)
    expect((await s.request('GET', '/api/wl/smtp', { token: plain.token })).status).toBe(403)
  })
})
