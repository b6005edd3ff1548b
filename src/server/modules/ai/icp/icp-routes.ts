import { Hono } from 'hono'
import type { IcpSuggestions } from '../../../../shared/ai/icp'
import { templateWriterLabel } from '../../../../shared/ai/prompts'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { aiIcpSuggestions } from '../../../db/schema'
import { accountIdOf, forAccount } from '../../../db/tenant-scope'
import { allowFor } from '../../../http/allow'
import { requireCompleteProfile } from '../../ai-training/business-profile'
import { relevantTraining } from '../../ai-training/training-search'
import { readGptSettings } from '../../integrations/gpt-settings'
import { profileFacts, providerFailure } from '../writer-choice'
import { modelIcps } from './icp-model'
import { templateIcps } from './icp-template'

type IcpRow = typeof aiIcpSuggestions.$inferSelect
const TRAINING_PASSAGES = 12

function present(row: IcpRow): IcpSuggestions {
  return { suggestions: row.suggestions, provider: row.provider, writer: row.writer, created_at: new Date(row.createdAt).toISOString() }
}

/**
 * ICP suggestions (route ai.icpSuggestions): GET the last ones, POST to make new ones from the business profile and
 * the training data, with the account's model or the template writer. Kept per account, since a model call costs.
 */
export function icpRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)

  app.get('/icp-suggestions', allow.module('ai_suggest'), async (c) => {
    const [row] = await forAccount(deps.db, accountIdOf(c.var)).select('aiIcpSuggestions')
    return c.json(row ? present(row) : null)
  })

  app.post('/icp-suggestions', allow.module('ai_suggest'), async (c) => {
    const account = forAccount(deps.db, accountIdOf(c.var))
    const profile = profileFacts(await requireCompleteProfile(deps.db, account.accountId))
    const training = await relevantTraining(deps.db, account.accountId, [profile.whoItHelps, profile.whatItSells, profile.whatItDoes].join(' '), TRAINING_PASSAGES)
    const settings = await readGptSettings(deps, account.accountId)
    let suggestions
    try {
      suggestions = settings ? await modelIcps(settings, deps.config.outbound, profile, training) : templateIcps(profile, training)
    } catch (err) {
      providerFailure(err)
    }
    const values = { suggestions, provider: settings ? ('openai' as const) : ('template' as const), writer: settings ? settings.model : templateWriterLabel, createdAt: deps.now() }
    const [row] = await account
      .insert('aiIcpSuggestions', [values])
      .onConflictDoUpdate({ target: aiIcpSuggestions.accountId, set: values })
      .returning()
    return c.json(present(row as IcpRow))
  })

  return app
}
