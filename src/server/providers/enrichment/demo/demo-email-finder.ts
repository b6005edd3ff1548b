import { personalEmail } from '../../leads/demo/demo-contact'
import { slug } from '../../leads/demo/locale-names'
import { hashSeed, seededRandom } from '../../leads/demo/seeded-random'
import { emailCandidates } from '../email/email-candidates'
import { leadIdentity } from '../lead-identity'
import type { EmailCheck, EmailFinder, EnrichableLead } from '../types'

export const DEMO_ENRICHMENT_ID = 'demo'

/** Influencers rarely have a company domain: the demo proposes the addresses such profiles publish. */
function influencerCandidates(lead: EnrichableLead, seed: number): string[] {
  const username = slug(String(lead.fields?.username ?? lead.name ?? ''))
  if (!username) return []
  const [first, ...rest] = (lead.name ?? username).split(/\s+/)
  return [`collab@${username}.com`, personalEmail(seededRandom(seed), first, rest.at(-1) ?? username)]
}

/**
 * The demo's e-mail search: deterministic per lead (its name, domain and profile seed the PRNG), so the same lead
 * always gets the same answer. An address the lead has is verified (mostly valid, some risky, a few invalid); a lead
 * without one gets, about a fifth each, nothing (every guess bounces) or only risky guesses (an accept-all domain),
 * and otherwise a valid address among the first patterns.
 */
export function demoEmailFinder(): EmailFinder {
  return {
    id: DEMO_ENRICHMENT_ID,
    async find(lead) {
      const seed = hashSeed(`enrich:email:${leadIdentity(lead)}`)
      const rng = seededRandom(seed)
      let candidates = emailCandidates(lead)
      if (!candidates.length && lead.type === 'influencer') candidates = influencerCandidates(lead, seed)
      const checks: EmailCheck[] = []
      if (lead.email && lead.emailState === 'email_found') {
        const r = rng.next()
        const verdict = r < 0.86 ? 'valid' : r < 0.96 ? 'risky' : 'invalid'
        checks.push({ email: lead.email.toLowerCase(), verdict, ...(verdict === 'invalid' ? { reason: 'mailbox_not_found' } : verdict === 'risky' ? { reason: 'accept_all' } : {}) })
        if (verdict !== 'invalid') return { provider: DEMO_ENRICHMENT_ID, checks }
        candidates = candidates.filter((c) => c !== lead.email!.toLowerCase())
      }
      const roll = rng.next()
      const tried = candidates.slice(0, 3)
      if (roll < 0.2 || !tried.length) {
        checks.push(...tried.map((email) => ({ email, verdict: 'invalid' as const, reason: 'mailbox_not_found' })))
      } else if (roll < 0.4) {
        checks.push(...tried.map((email) => ({ email, verdict: 'risky' as const, reason: 'accept_all' })))
      } else {
        const hit = rng.weighted([0, 1, 2].slice(0, tried.length), (i) => [6, 3, 1][i])
        tried.slice(0, hit).forEach((email) => checks.push({ email, verdict: 'invalid', reason: 'mailbox_not_found' }))
        checks.push({ email: tried[hit], verdict: 'valid' })
      }
      return { provider: DEMO_ENRICHMENT_ID, checks }
    },
  }
}
