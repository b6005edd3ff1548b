import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoEmailFinder } from '../../src/server/providers/enrichment/demo/demo-email-finder'
import { demoInfluencerEnricher } from '../../src/server/providers/enrichment/demo/demo-influencer-enricher'
import { demoPhoneFinder } from '../../src/server/providers/enrichment/demo/demo-phone-finder'
import { emailCandidates } from '../../src/server/providers/enrichment/email/email-candidates'
import { emailSyntaxOk } from '../../src/server/providers/enrichment/email/email-syntax'
import { mailDomainChecker, type MailResolver } from '../../src/server/providers/enrichment/email/mx-lookup'
import { neverBounceVerifier } from '../../src/server/providers/enrichment/email/neverbounce'
import { patternEmailFinder } from '../../src/server/providers/enrichment/email/pattern-email-finder'
import { zeroBounceVerifier } from '../../src/server/providers/enrichment/email/zerobounce'
import { readEnrichmentConfig } from '../../src/server/providers/enrichment'
import { EnrichmentError, type EnrichableLead, type EnrichmentContext } from '../../src/server/providers/enrichment/types'
import { FAKE_VERIFIER_KEY, startFakeNeverBounce, startFakeZeroBounce, type FakeVerifier } from './fakes/fake-email-verifiers'

/** The e-mail checks alone: syntax, MX with a scripted resolver, and the two verification APIs against local fakes. */
let zeroBounce: FakeVerifier
let neverBounce: FakeVerifier
beforeAll(async () => {
  ;[zeroBounce, neverBounce] = await Promise.all([startFakeZeroBounce(), startFakeNeverBounce()])
})
afterAll(async () => {
  await Promise.all([zeroBounce?.close(), neverBounce?.close()])
})

const lead = (over: Partial<EnrichableLead> = {}): EnrichableLead => ({
  id: 1, accountId: 1, campaignId: 1, type: 'people', position: 1, key: 'k1', name: 'Ada Lovelace', email: null, emailState: 'no_email_found',
  potentialEmails: [], phone: null, website: 'https://www.analytical.example', linkedinUrl: null, city: null, state: null, country: 'GB',
  crmStatus: 'unsent', fields: {}, createdAt: new Date(), ...over,
})
/** The verifiers and the MX check never touch the database; the cache is tested through a job in enrichment.test.ts. */
const noDbContext = { accountId: 1, now: () => new Date() } as EnrichmentContext

function scriptedResolver(answers: Record<string, { mx?: { exchange: string; priority: number }[] | string; a?: string[] | string }>) {
  const asked: string[] = []
  const fail = (code: string) => Object.assign(new Error(code), { code })
  const resolver: MailResolver = {
    async resolveMx(domain) {
      asked.push(`mx:${domain}`)
      const mx = answers[domain]?.mx ?? 'ENOTFOUND'
      if (typeof mx === 'string') throw fail(mx)
      return mx
    },
    async resolve4(domain) {
      asked.push(`a:${domain}`)
      const a = answers[domain]?.a ?? 'ENOTFOUND'
      if (typeof a === 'string') throw fail(a)
      return a
    },
  }
  return { resolver, asked }
}

describe('syntax', () => {
  it.each([
    ['ada.lovelace@analytical.example', true], ['a+tag@sub.example.co.uk', true], ["o'brien@example.ie", true],
    ['no-at-sign.example.com', false], ['two@@example.com', false], ['.lead@example.com', false], ['lead.@example.com', false],
    ['dots..twice@example.com', false], ['user@-bad.example.com', false], ['user@example', false], ['user@example.c0m', false],
    [`${'x'.repeat(65)}@example.com`, false], ['spaced name@example.com', false],
  ])('%s -> %s', (email, ok) => {
    expect(emailSyntaxOk(email)).toBe(ok)
  })
})

describe('MX lookup', () => {
  it('accepts a domain with a mail server, refuses a null MX or a missing domain, and falls back to the A record', async () => {
    const { resolver, asked } = scriptedResolver({
      'mail.example': { mx: [{ exchange: 'mx1.mail.example', priority: 10 }] },
      'nomail.example': { mx: [{ exchange: '.', priority: 0 }] },
      'plain.example': { mx: 'ENODATA', a: ['93.184.216.34'] },
      'bare.example': { mx: 'ENODATA', a: 'ENODATA' },
      'slow.example': { mx: 'ETIMEOUT' },
    })
    const check = mailDomainChecker(resolver)
    expect(await check('mail.example')).toBe('accepts')
    expect(await check('nomail.example')).toBe('no-mail')
    expect(await check('plain.example')).toBe('accepts')
    expect(await check('bare.example')).toBe('no-mail')
    expect(await check('gone.example')).toBe('no-mail')
    expect(await check('slow.example')).toBe('unknown')
    // Definite answers are cached per domain; a timeout is asked again.
    await check('MAIL.example')
    await check('slow.example')
    expect(asked.filter((q) => q === 'mx:mail.example')).toHaveLength(1)
    expect(asked.filter((q) => q === 'mx:slow.example')).toHaveLength(2)
    expect(asked).not.toContain('a:gone.example')
  })
})

describe('ZeroBounce adapter (GET /v2/validate)', () => {
  const verifier = () => zeroBounceVerifier({ apiKey: FAKE_VERIFIER_KEY, baseUrl: zeroBounce.url })

  it('maps its statuses to verdicts and sends the documented parameters', async () => {
    const cases = { 'valid@z.example': 'valid', 'gone@z.example': 'invalid', 'all@z.example': 'catch-all', 'trap@z.example': 'spamtrap', 'dnm@z.example': 'do_not_mail', 'abuse@z.example': 'abuse', 'who@z.example': 'unknown' }
    for (const [email, status] of Object.entries(cases)) zeroBounce.mailboxes.set(email, status)
    const verdicts: Record<string, string> = {}
    for (const email of Object.keys(cases)) verdicts[email] = (await verifier().verify(email)).verdict
    expect(verdicts).toEqual({ 'valid@z.example': 'valid', 'gone@z.example': 'invalid', 'all@z.example': 'risky', 'trap@z.example': 'invalid', 'dnm@z.example': 'invalid', 'abuse@z.example': 'risky', 'who@z.example': 'unknown' })
    expect(zeroBounce.calls.at(-1)).toEqual({ path: '/v2/validate', query: { api_key: FAKE_VERIFIER_KEY, email: 'who@z.example', ip_address: '' } })
    expect((await verifier().verify('gone@z.example')).detail).toMatchObject({ status: 'invalid', sub_status: 'mailbox_not_found' })
  })

  it('stops the job on a refused key and retries on throttling', async () => {
    const wrongKey = zeroBounceVerifier({ apiKey: 'wrong', baseUrl: zeroBounce.url })
    await expect(wrongKey.verify('valid@z.example')).rejects.toMatchObject({ kind: 'fatal', message: expect.stringContaining('Invalid API key') })
    zeroBounce.throttled.add('busy@z.example')
    await expect(verifier().verify('busy@z.example')).rejects.toMatchObject({ kind: 'temporary', message: 'ZeroBounce answered 429. The lead will be tried again.' })
    const down = zeroBounceVerifier({ apiKey: FAKE_VERIFIER_KEY, baseUrl: 'http://127.0.0.1:1' })
    await expect(down.verify('valid@z.example')).rejects.toBeInstanceOf(EnrichmentError)
  })
})

describe('NeverBounce adapter (GET /v4/single/check)', () => {
  const verifier = () => neverBounceVerifier({ apiKey: FAKE_VERIFIER_KEY, baseUrl: neverBounce.url })

  it('maps its results to verdicts', async () => {
    const cases = { 'ok@n.example': 'valid', 'no@n.example': 'invalid', 'temp@n.example': 'disposable', 'any@n.example': 'catchall', 'maybe@n.example': 'unknown' }
    for (const [email, result] of Object.entries(cases)) neverBounce.mailboxes.set(email, result)
    const verdicts: Record<string, string> = {}
    for (const email of Object.keys(cases)) verdicts[email] = (await verifier().verify(email)).verdict
    expect(verdicts).toEqual({ 'ok@n.example': 'valid', 'no@n.example': 'invalid', 'temp@n.example': 'invalid', 'any@n.example': 'risky', 'maybe@n.example': 'unknown' })
    expect(neverBounce.calls.at(-1)).toEqual({ path: '/v4/single/check', query: { key: FAKE_VERIFIER_KEY, email: 'maybe@n.example' } })
  })

  it('reads failures from the status of a 200: auth stops the job, throttling retries', async () => {
    await expect(neverBounceVerifier({ apiKey: 'wrong', baseUrl: neverBounce.url }).verify('ok@n.example')).rejects.toMatchObject({ kind: 'fatal', message: 'NeverBounce refused the request: Invalid API key' })
    neverBounce.throttled.add('busy@n.example')
    await expect(verifier().verify('busy@n.example')).rejects.toMatchObject({ kind: 'temporary' })
  })
})

describe('finding e-mails by pattern', () => {
  it('proposes the address a lead has, its potential ones, then the patterns for its person at its domain', () => {
    expect(emailCandidates(lead())).toEqual([
      'ada.lovelace@analytical.example', 'ada@analytical.example', 'alovelace@analytical.example', 'adal@analytical.example', 'ada_lovelace@analytical.example', 'lovelace@analytical.example',
    ])
    expect(emailCandidates(lead({ type: 'company', name: 'Analytical Engines', fields: {} })).slice(0, 2)).toEqual(['info@analytical.example', 'contact@analytical.example'])
    expect(emailCandidates(lead({ email: 'Known@Analytical.example', potentialEmails: ['bad address'] }))[0]).toBe('known@analytical.example')
  })

  it('without a verifier, an address on a domain that takes mail is unconfirmed, and one on a dead domain invalid', async () => {
    const { resolver } = scriptedResolver({ 'analytical.example': { mx: [{ exchange: 'mx.analytical.example', priority: 5 }] } })
    const finder = patternEmailFinder({ mailDomain: mailDomainChecker(resolver), verifier: null })
    const found = await finder.find(lead(), noDbContext)
    expect(found.provider).toBe('mx')
    expect(found.checks.every((c) => c.verdict === 'risky')).toBe(true)
    const dead = await finder.find(lead({ website: 'https://closed.example' }), noDbContext)
    expect(dead.checks.every((c) => c.verdict === 'invalid' && c.reason === 'The domain does not receive e-mail.')).toBe(true)
    const { resolver: slow } = scriptedResolver({ 'analytical.example': { mx: 'ESERVFAIL' } })
    await expect(patternEmailFinder({ mailDomain: mailDomainChecker(slow), verifier: null }).find(lead(), noDbContext)).rejects.toMatchObject({ kind: 'temporary' })
  })
})

describe('demo providers', () => {
  it('give the same lead the same enrichment every time, whatever list it is in', async () => {
    const a = lead({ id: 1, key: 'demo:people:abc:1' })
    const b = lead({ id: 99, campaignId: 7, key: 'demo:people:abc:1' })
    expect(await demoEmailFinder().find(a, noDbContext)).toEqual(await demoEmailFinder().find(b, noDbContext))
    expect(await demoPhoneFinder().find(a, noDbContext)).toEqual(await demoPhoneFinder().find(b, noDbContext))
    const creator = lead({ type: 'influencer', name: null, website: null, key: 'ig:ada', fields: { platform: 'instagram', username: 'ada.codes', profile_url: 'https://www.instagram.com/ada.codes' } })
    expect(await demoInfluencerEnricher().enrich(creator, noDbContext)).toEqual(await demoInfluencerEnricher().enrich({ ...creator, id: 5 }, noDbContext))
  })

  it('miss about a fifth of the time, so both outcomes show', async () => {
    const leads = Array.from({ length: 500 }, (_, i) => lead({ id: i, name: `Person Number${i}`, key: `k${i}`, website: `https://company${i}.example` }))
    const found = await Promise.all(leads.map((l) => demoEmailFinder().find(l, noDbContext)))
    const misses = found.filter((f) => !f.checks.some((c) => c.verdict === 'valid' || c.verdict === 'risky')).length
    expect(misses / leads.length).toBeGreaterThan(0.12)
    expect(misses / leads.length).toBeLessThan(0.28)
    const phones = await Promise.all(leads.map((l) => demoPhoneFinder().find(l, noDbContext)))
    const noPhone = phones.filter((p) => !p.mobile && !p.direct).length / leads.length
    expect(noPhone).toBeGreaterThan(0.12)
    expect(noPhone).toBeLessThan(0.28)
  })
})

describe('configuration', () => {
  it('defaults to the demo, and names what a verifier needs', () => {
    expect(readEnrichmentConfig({})).toMatchObject({ emails: 'demo', verifier: 'none' })
    expect(() => readEnrichmentConfig({ ENRICHMENT_EMAILS: 'magic' })).toThrow('ENRICHMENT_EMAILS must be demo or pattern, got "magic".')
    expect(() => readEnrichmentConfig({ ENRICHMENT_EMAILS: 'pattern', EMAIL_VERIFIER: 'zerobounce' })).toThrow('EMAIL_VERIFIER=zerobounce needs ZEROBOUNCE_API_KEY.')
    expect(readEnrichmentConfig({ ENRICHMENT_EMAILS: 'pattern', EMAIL_VERIFIER: 'neverbounce', NEVERBOUNCE_API_KEY: 'k' })).toMatchObject({ verifier: 'neverbounce', neverBounce: { apiKey: 'k', baseUrl: 'https://api.neverbounce.com' } })
  })
})
