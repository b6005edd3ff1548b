import { aiFieldKey, aiListTypes, aiWriteParams, isAiListType, type AiWriteParams } from '../../../shared/ai/prompts'
import { aiListOutputs } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'
import { ApiError } from '../../http/api-error'
import { defineLeadJobProcessor, LeadJobFatal, type LeadOutcome } from '../lead-jobs/processor'
import { AiProviderError } from '../../providers/ai/chat-completions'
import { prepareWriting, taskFor, type WritingSetup } from './lead-writing'

export const aiWriteMessages = {
  alreadyWritten: 'The lead already has this text.',
  emptyAnswer: 'The AI provider answered an empty text.',
} as const

/** Failures no later attempt can cure: every other lead of the job would fail the same way. */
const fatalKinds = new Set(['auth', 'quota', 'refused'])

/**
 * The list action "ai": writes one prompt type (first line, subject, summary, direct message, ...) for each lead of
 * the job and stores it on the lead under `fields.ai_<type>` (the results details, the CSV export and the CRM field
 * mapping read it there). Writing costs no credits: the user's own model key pays for a model, and the template
 * writer is free. A lead that already has the text is skipped unless `overwrite` is set.
 */
export const aiWriteProcessor = defineLeadJobProcessor<AiWriteParams, WritingSetup>({
  kind: 'ai-write',
  params: aiWriteParams,
  listTypes: aiListTypes,
  maxCostPerLead: () => 0,
  async prepare(run) {
    if (!isAiListType(run.listType)) throw new LeadJobFatal(`AI writing is not offered for ${run.listType} lists.`)
    const account = forAccount(run.deps.db, run.job.accountId)
    let setup: WritingSetup
    try {
      setup = { ...(await prepareWriting(run.deps, account, run.listType, run.params.prompt_type, run.params.prompt_id)), instructions: run.params.instructions ?? '' }
    } catch (err) {
      // The profile gate (422) and a prompt deleted since the job was created (404) end the job with their message.
      if (err instanceof ApiError) throw new LeadJobFatal(err.message)
      throw err
    }
    await run.deps.db
      .insert(aiListOutputs)
      .values({ campaignId: run.job.campaignId, accountId: run.job.accountId, promptType: run.params.prompt_type })
      .onConflictDoNothing()
    return setup
  },
  async process(run, lead, setup): Promise<LeadOutcome> {
    const key = aiFieldKey(run.params.prompt_type)
    const existing = lead.fields?.[key]
    if (!run.params.overwrite && typeof existing === 'string' && existing.trim() !== '') return { status: 'skipped', reason: aiWriteMessages.alreadyWritten }
    let text: string
    try {
      text = (await setup.writer.write(taskFor(setup, lead), { signal: run.signal })).trim()
    } catch (err) {
      if (!(err instanceof AiProviderError)) throw err
      if (fatalKinds.has(err.kind)) throw new LeadJobFatal(err.message)
      return { status: 'failed', reason: err.message, retryable: err.retryable }
    }
    if (!text) return { status: 'failed', reason: aiWriteMessages.emptyAnswer, retryable: true }
    // As data: the machinery merges the patches of many leads into their fields in one statement.
    return { status: 'done', cost: 0, patch: { fields: { [key]: text } } }
  },
  // A model takes seconds per text: small batches keep progress and resumes fine-grained. The template writer answers
  // in microseconds: large batches cost the machinery less per lead.
  batchSize: (_deps, _job, setup) => (setup.writer.info.provider === 'template' ? 250 : 10),
  maxAttempts: 4,
})
