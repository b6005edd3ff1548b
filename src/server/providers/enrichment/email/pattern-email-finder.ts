import { EnrichmentError, type EmailCheck, type EmailFinder } from '../types'
import { emailCandidates } from './email-candidates'
import { emailDomain } from './email-syntax'
import type { MailDomainCheck } from './mx-lookup'
import { cachedVerify } from './verification-cache'
import type { EmailVerifier } from './verifier'

export type PatternFinderOptions = {
  mailDomain: MailDomainCheck
  /** A mailbox verification API; without one, an address on a domain that takes mail is only 'risky' (unconfirmed). */
  verifier: EmailVerifier | null
  /** Verification calls per lead at most (each costs the account money at the API). */
  maxChecks?: number
}

/**
 * The real path: candidates by pattern (email-candidates.ts), each checked for syntax, then its domain's mail server
 * (MX, cached), then, with a verifier configured, the mailbox itself until one is valid. A DNS that does not answer
 * is a temporary failure (the lead is tried again later); a domain that cannot take mail rules its addresses out.
 */
export function patternEmailFinder(options: PatternFinderOptions): EmailFinder {
  const maxChecks = options.maxChecks ?? 4
  return {
    id: options.verifier?.id ?? 'mx',
    async find(lead, ctx) {
      const checks: EmailCheck[] = []
      let calls = 0
      for (const email of emailCandidates(lead)) {
        ctx.signal?.throwIfAborted()
        const domain = await options.mailDomain(emailDomain(email))
        if (domain === 'unknown') throw new EnrichmentError(`The DNS of ${emailDomain(email)} did not answer. The lead will be tried again.`, 'temporary')
        if (domain === 'no-mail') {
          checks.push({ email, verdict: 'invalid', reason: 'The domain does not receive e-mail.' })
          continue
        }
        if (!options.verifier) {
          checks.push({ email, verdict: 'risky', reason: 'The domain takes e-mail; the mailbox was not confirmed.' })
          continue
        }
        if (calls >= maxChecks) break
        calls++
        const answer = await cachedVerify(options.verifier, email, ctx)
        checks.push({ email, verdict: answer.verdict, ...(answer.detail.sub_status ? { reason: String(answer.detail.sub_status) } : {}) })
        if (answer.verdict === 'valid') break
      }
      return { provider: options.verifier?.id ?? 'mx', checks }
    },
  }
}
