import { boolean, enums, integer, object, optional, refine, size, string, type Infer } from 'superstruct'
import { resultScopeFields } from '../leads/filters'
import { reject, requiredString } from '../validate'
import type { LeadType } from '../leads/types'

/** The eight prompt types. The first four are what the list's AI writer is mostly used for. */
export const promptTypes = ['summary', 'first_line', 'subject', 'direct', 'similar', 'competitor', 'supplier', 'custom'] as const
export type PromptType = (typeof promptTypes)[number]

/** List types that offer the "ai" action: every type but single domain (commands/lists.ts, `listActions`). */
export const aiListTypes = ['people', 'industry', 'company', 'influencer', 'intent'] as const satisfies readonly LeadType[]
export type AiListType = (typeof aiListTypes)[number]
export const isAiListType = (v: unknown): v is AiListType => typeof v === 'string' && (aiListTypes as readonly string[]).includes(v)

/**
 * Where a written text is stored on a lead: `lead_results.fields[aiFieldKey(type)]`. The CSV export, the result
 * details and the CRM field mapping read these keys.
 */
export const aiFieldKey = (type: PromptType) => `ai_${type}` as const

export const PROMPT_MAX = 4000

/** A prompt as the API returns it. `is_default` marks the platform's (super admin's) prompts, which users cannot edit. */
export type Prompt = {
  id: number
  type: AiListType
  prompt_type: PromptType
  text: string
  is_default: boolean
  created_at: string
  updated_at: string
}

/** GET /api/prompts query: the list type, the prompt type and whether the platform defaults come along. */
export const promptQuery = object({
  type: optional(enums(aiListTypes)),
  prompt_type: optional(enums(promptTypes)),
  show_default: optional(enums(['0', '1'])),
})

/** POST /api/prompts (own prompts) and POST /api/admin/default-prompts (platform defaults). */
export const promptBody = object({
  type: enums(aiListTypes),
  prompt_type: enums(promptTypes),
  text: size(requiredString(), 1, PROMPT_MAX),
})
export type PromptBody = Infer<typeof promptBody>

export const promptUpdateBody = object({
  text: size(requiredString(), 1, PROMPT_MAX),
})

/** POST /api/ai/preview: write one text without storing it, for trying a prompt on a lead of a list (or a sample). */
export const previewBody = object({
  prompt_type: enums(promptTypes),
  type: enums(aiListTypes),
  /** A saved prompt; otherwise `text` is used as the prompt. */
  prompt_id: optional(integer()),
  text: optional(size(string(), 0, PROMPT_MAX)),
  /** A result of one of the account's lists; otherwise a sample lead of the list type. */
  result_id: optional(integer()),
})

/** The ai-write lead job's parameters: which prompt type to write, with which prompt (else the newest own, else the default). */
export const aiWriteParams = object({
  prompt_type: enums(promptTypes),
  prompt_id: optional(integer()),
  /** Overwrite texts a lead already has for this type (default: leave them and count the lead as skipped). */
  overwrite: optional(boolean()),
  /** Extra instructions for a model, added to the prompt (a workflow's AI research step); the template writer cannot follow them. */
  instructions: optional(size(string(), 0, 2000)),
})
export type AiWriteParams = Infer<typeof aiWriteParams>
/** The whole body of POST /api/ai/write, as the OpenAPI document describes it (the server reads it in steps). */
export const aiWriteBody = object({ campaign_id: integer(), params: aiWriteParams, ...resultScopeFields })

/** Which writer answers: a real model behind an OpenAI-compatible endpoint, or the deterministic template writer. */
export type WriterInfo = { provider: 'openai' | 'template'; model: string | null; label: string }

export const templateWriterLabel = 'Template writer (no AI model)'

/** A variable name: starts with a letter, then letters, digits or underscores (`validation.field_name`). */
export const variableName = () =>
  refine(size(requiredString(), 1, 40), 'variableName', (v) => /^[A-Za-z][A-Za-z0-9_]*$/.test(v) || reject('validation.field_name'))

/** Column headings of the AI texts (CSV export, details); English, like the rest of the export's header. */
export const aiFieldLabels: Record<PromptType, string> = {
  summary: 'AI summary',
  first_line: 'AI first line',
  subject: 'AI subject line',
  direct: 'AI direct message',
  similar: 'AI similar leads',
  competitor: 'AI competitors',
  supplier: 'AI suppliers',
  custom: 'AI custom text',
}
