import type { AiListType, PromptType } from '../../../shared/ai/prompts'
import type { AppDeps } from '../../app-deps'
import type { AccountScope } from '../../db/tenant-scope'
import type { LeadRow } from '../lead-jobs/processor'
import { leadFacts, type FineTuneFact, type ProfileFacts, type TextWriter, type TrainingSnippet, type WritingTask } from '../../providers/ai/writing-task'
import { requireCompleteProfile } from '../ai-training/business-profile'
import { relevantTraining } from '../ai-training/training-search'
import { defaultPromptText } from './default-prompts'
import { listFineTunes } from './fine-tune-repository'
import { promptFor } from './prompt-repository'
import { profileFacts, writerFor } from './writer-choice'

/** Passages fetched once per batch of leads; each lead then uses the few that share most words with it. */
const BATCH_TRAINING = 20
const LEAD_TRAINING = 3

/** What writing one prompt type for many leads shares: read once (per job batch), used for every lead. */
export type WritingSetup = {
  writer: TextWriter
  profile: ProfileFacts
  fineTunes: FineTuneFact[]
  training: TrainingSnippet[]
  promptType: PromptType
  promptText: string
  promptId: number | null
  /** The step's extra instructions for a model ('' for none). */
  instructions?: string
}

/**
 * Everything a text needs besides the lead. Throws the profile gate's 422 ("Please fill out the business profile
 * form to generate AI data.") while the profile is incomplete, and a 404 for a prompt that is not the account's.
 */
export async function prepareWriting(deps: AppDeps, account: AccountScope, listType: AiListType, promptType: PromptType, promptId?: number, promptText?: string): Promise<WritingSetup> {
  const profile = profileFacts(await requireCompleteProfile(deps.db, account.accountId))
  const prompt = promptText === undefined ? await promptFor(deps.db, account, listType, promptType, promptId) : null
  const text = promptText ?? prompt?.text ?? defaultPromptText(listType, promptType)
  const [fineTunes, writer] = await Promise.all([listFineTunes(deps.db, account), writerFor(deps, account.accountId)])
  const query = [profile.whatItSells, profile.whoItHelps, profile.whatItDoes, text.replace(/\{\{[^}]*\}\}/g, ' ')].join(' ')
  const training = await relevantTraining(deps.db, account.accountId, query, BATCH_TRAINING)
  return {
    writer,
    profile,
    fineTunes: fineTunes.map((f) => ({ question: f.question, answer: f.answer, variable: f.variable })),
    training,
    promptType,
    promptText: text,
    promptId: prompt?.id ?? null,
  }
}

const words = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2))

/** The batch's passages that share most words with the lead (ties keep the search's order). */
function trainingForLead(training: TrainingSnippet[], terms: string[]): TrainingSnippet[] {
  if (training.length <= LEAD_TRAINING) return training
  const wanted = words(terms.join(' '))
  const scored = training.map((t, i) => {
    let score = 0
    const have = words(`${t.title} ${t.text}`)
    for (const w of wanted) if (have.has(w)) score++
    return { t, i, score }
  })
  return scored
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, LEAD_TRAINING)
    .map((s) => s.t)
}

export function taskFor(setup: WritingSetup, lead: Pick<LeadRow, 'id' | 'key' | 'type' | 'name' | 'email' | 'phone' | 'website' | 'city' | 'state' | 'country' | 'fields'>): WritingTask {
  const facts = leadFacts(lead)
  const v = facts.values
  // The template writer picks its own sentence from all passages; a model gets the few most about this lead.
  const training = setup.writer.info.provider === 'template' ? setup.training : trainingForLead(setup.training, [v.company, v.category, v.industry, v.position, v.topic, v.city])
  return { promptType: setup.promptType, promptText: setup.promptText, profile: setup.profile, lead: facts, training, fineTunes: setup.fineTunes, instructions: setup.instructions ?? '' }
}
