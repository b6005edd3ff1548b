import { demoPhone } from '../../leads/demo/demo-phones'
import { personalEmail } from '../../leads/demo/demo-contact'
import { influencerLead } from '../../leads/demo/influencer-leads'
import { slug } from '../../leads/demo/locale-names'
import { hashSeed, seededRandom } from '../../leads/demo/seeded-random'
import { leadIdentity } from '../lead-identity'
import type { InfluencerEnricher } from '../types'
import { DEMO_ENRICHMENT_ID } from './demo-email-finder'

const platforms = ['instagram', 'tiktok', 'youtube'] as const
type Platform = (typeof platforms)[number]
const agencies = ['Bright Talent', 'North Star Creators', 'Loop Management', 'Atlas Influence', 'Studio Nine'] as const

/**
 * The demo's influencer enrichment record: contact details (an e-mail, sometimes a phone and a management agency)
 * and the profile's full metrics for influencers that came in by URL with only a handle. The lead's own fields win
 * over generated ones. About a fifth of profiles give nothing (private or unknown accounts).
 */
export function demoInfluencerEnricher(): InfluencerEnricher {
  return {
    id: DEMO_ENRICHMENT_ID,
    async enrich(lead) {
      const identity = leadIdentity(lead)
      const rng = seededRandom(hashSeed(`enrich:influencer:${identity}`))
      if (rng.chance(0.2)) return null
      const fields = lead.fields ?? {}
      const platform: Platform = platforms.includes(fields.platform as Platform) ? (fields.platform as Platform) : 'instagram'
      const location = lead.country ? { country: lead.country, nearby: false } : undefined
      const profile = influencerLead(seededRandom(hashSeed(`enrich:influencer-profile:${identity}`)), { platform, location } as never, lead.key)
      const username = String(fields.username ?? profile?.fields.username ?? slug(lead.name ?? 'creator'))
      const [first, ...rest] = (lead.name ?? profile?.name ?? username).split(/\s+/)
      const email = lead.email ?? (rng.chance(0.5) ? `collab@${slug(username)}.com` : personalEmail(rng, first, rest.at(-1) ?? username))
      const agency = rng.chance(0.3) ? rng.pick(agencies) : null
      return {
        provider: DEMO_ENRICHMENT_ID,
        email,
        phone: rng.chance(0.35) ? demoPhone(rng, lead.country) : null,
        fields: {
          ...(profile?.fields ?? {}),
          ...fields,
          name: lead.name ?? profile?.name ?? null,
          contact_email: email,
          management: agency ? { agency, email: `talent@${slug(agency)}.com` } : null,
          other_profiles: platforms.filter((p) => p !== platform && rng.chance(0.4)).map((p) => ({ platform: p, username })),
        },
      }
    },
  }
}
