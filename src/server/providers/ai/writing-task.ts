import { findPlaceCategory } from '../../../shared/leads/categories'
import type { LeadType } from '../../../shared/leads/types'
import type { PromptType, WriterInfo } from '../../../shared/ai/prompts'

/** The business profile as the writers read it: name, website, offer, audience, voice. */
export type ProfileFacts = {
  businessName: string
  website: string
  whatItSells: string
  whoItHelps: string
  whatItDoes: string
  contactName: string
  personality: string
}

/** One lead's facts under the variable names prompts use (`{{first_name}}`, `{{company}}` ...); absent ones are ''. */
export type LeadFacts = { key: string; listType: LeadType; values: Record<string, string> }
export type TrainingSnippet = { source: string; title: string; text: string; rank: number }
export type FineTuneFact = { question: string; answer: string; variable: string | null }

/** Everything one text is written from. */
export type WritingTask = {
  promptType: PromptType
  /** The prompt as saved, variables not yet filled. */
  promptText: string
  profile: ProfileFacts
  lead: LeadFacts
  /** The training data most relevant to this lead, best first. */
  training: TrainingSnippet[]
  fineTunes: FineTuneFact[]
  /** Extra instructions of the step asking for the text (a workflow's AI research), after the prompt; '' for none. */
  instructions?: string
}

export type WriteOptions = { signal?: AbortSignal; onDelta?(text: string): void }

/** A writer of texts: the template writer (offline, deterministic) or a model behind an OpenAI-compatible endpoint. */
export type TextWriter = {
  info: WriterInfo
  write(task: WritingTask, options?: WriteOptions): Promise<string>
  /** A free answer to one question about the business (generateFineTune). */
  answer(question: string, context: { profile: ProfileFacts; training: TrainingSnippet[]; fineTunes: FineTuneFact[] }, options?: WriteOptions): Promise<string>
}

/** The business variables of a profile. */
export function businessValues(profile: ProfileFacts): Record<string, string> {
  return {
    business_name: profile.businessName,
    business_website: profile.website,
    what_it_sells: profile.whatItSells,
    who_it_helps: profile.whoItHelps,
    what_it_does: profile.whatItDoes,
    contact_name: profile.contactName,
    personality: profile.personality,
  }
}

/** Every variable a prompt of this task may name: the lead's, the business's, then the fine-tunes' own. */
export function taskVariables(task: Pick<WritingTask, 'profile' | 'lead' | 'fineTunes'>): Record<string, string> {
  const values: Record<string, string> = { ...task.lead.values, ...businessValues(task.profile) }
  for (const f of task.fineTunes) if (f.variable && !(f.variable in values)) values[f.variable] = f.answer
  return values
}

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g

/** Replaces `{{name}}` with its value; a variable with no value becomes '' (a prompt never shows raw braces). */
export function fillVariables(text: string, values: Record<string, string>): string {
  return text.replace(VARIABLE, (_, name: string) => values[name] ?? values[name.toLowerCase()] ?? '')
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '')

/** A stored result row (its typed columns and `fields`) as lead facts. */
export function leadFacts(row: { id?: number; key?: string; type: LeadType; name: string | null; email: string | null; phone: string | null; website: string | null; city: string | null; state: string | null; country: string | null; fields: Record<string, unknown> }): LeadFacts {
  const f = row.fields ?? {}
  const name = str(row.name)
  const personal = row.type === 'people' || row.type === 'single' || row.type === 'influencer' || row.type === 'intent'
  const [firstFromName, ...rest] = personal ? name.split(/\s+/) : []
  const first = str(f.first_name) || (personal ? (firstFromName ?? '') : '')
  const last = str(f.last_name) || (personal ? rest.join(' ') : '')
  const company = str(f.company) || (row.type === 'industry' || row.type === 'company' ? name : '')
  const category = str(f.category)
  return {
    key: row.key ?? String(row.id ?? name),
    listType: row.type,
    values: {
      name,
      first_name: first,
      last_name: last,
      company,
      position: str(f.position) || str(f.job_title),
      email: str(row.email),
      phone: str(row.phone),
      website: str(row.website),
      city: str(row.city),
      state: str(row.state),
      country: str(row.country),
      category: category ? (findPlaceCategory(category)?.label ?? category) : '',
      industry: str(f.industry),
      platform: str(f.platform),
      username: str(f.username),
      followers: str(f.followers),
      topic: str(f.topic),
    },
  }
}
