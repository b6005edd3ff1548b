import type { BusinessProfile } from '../../../shared/ai/business-profile'
import type { AppDeps } from '../../app-deps'
import { refusal } from '../../http/api-error'
import { AiProviderError } from '../../providers/ai/chat-completions'
import { modelWriter } from '../../providers/ai/model-writer'
import { templateWriter } from '../../providers/ai/template-writer'
import type { ProfileFacts, TextWriter } from '../../providers/ai/writing-task'
import { readGptSettings } from '../integrations/gpt-settings'

/**
 * The account's writer: its own OpenAI-compatible endpoint when it saved one (settings, integration: GPT), else the
 * template writer. Every call to a user-given base URL goes through guardedFetch with the outbound policy.
 */
export async function writerFor(deps: Pick<AppDeps, 'db' | 'secretBox' | 'config'>, accountId: number): Promise<TextWriter> {
  const settings = await readGptSettings(deps, accountId)
  return settings ? modelWriter(settings, deps.config.outbound) : templateWriter()
}

export function profileFacts(profile: BusinessProfile): ProfileFacts {
  return {
    businessName: profile.business_name.trim(),
    website: profile.website.trim(),
    whatItSells: profile.what_it_sells.trim(),
    whoItHelps: profile.who_it_helps.trim(),
    whatItDoes: profile.what_it_does.trim(),
    contactName: profile.contact_name.trim(),
    personality: profile.personality.trim(),
  }
}

/**
 * A provider failure as an HTTP answer the client can show: never a 401 (that would end the user's own session) nor
 * a 500. A rate limit is a 429 with its Retry-After; anything else is a 502 naming what the provider said.
 */
export function providerFailure(err: unknown): never {
  if (err instanceof AiProviderError) {
    const code = `ai.provider_${err.kind}` as const
    // The English `message` keeps the provider's own words; the code says what happened in any language.
    if (err.kind === 'rate_limit') throw refusal(429, { code }, { message: err.message }, err.retryAfterSeconds !== null ? { 'Retry-After': String(err.retryAfterSeconds) } : {})
    throw refusal(502, { code }, { message: err.message })
  }
  throw err
}
