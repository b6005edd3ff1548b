import { demoPhone } from '../../leads/demo/demo-phones'
import { hashSeed, seededRandom } from '../../leads/demo/seeded-random'
import { leadIdentity } from '../lead-identity'
import type { PhoneFinder } from '../types'
import { DEMO_ENRICHMENT_ID } from './demo-email-finder'

/**
 * The demo's phone enrichment: about a fifth of leads get nothing; the others a mobile (the one the demo search
 * already knows for the person, when it does) and often a direct dial, valid numbers for the lead's country.
 */
export function demoPhoneFinder(): PhoneFinder {
  return {
    id: DEMO_ENRICHMENT_ID,
    async find(lead) {
      const rng = seededRandom(hashSeed(`enrich:phone:${leadIdentity(lead)}`))
      if (rng.chance(0.2)) return { provider: DEMO_ENRICHMENT_ID, mobile: null, direct: null }
      const known = (lead.fields?.phones ?? {}) as { mobile?: unknown }
      const mobile = typeof known.mobile === 'string' && known.mobile ? known.mobile : demoPhone(rng, lead.country)
      const direct = rng.chance(0.6) ? demoPhone(rng, lead.country) : null
      return { provider: DEMO_ENRICHMENT_ID, mobile, direct: direct === mobile ? null : direct }
    },
  }
}
