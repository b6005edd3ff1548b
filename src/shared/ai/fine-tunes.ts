import { array, boolean, integer, nullable, object, optional, size, type Infer } from 'superstruct'
import { requiredString } from '../validate'
import { variableName } from './prompts'

/**
 * A fine-tune is a question the business answered once (its offer, its proof, its tone): the AI writer reads every
 * answer as background, and a prompt can name one directly with its variable, `{{main_offer}}`.
 */
export type FineTune = {
  id: number
  question: string
  answer: string
  variable: string | null
  default_question_id: number | null
  created_at: string
  updated_at: string
}

/** A question the platform suggests answering (GET /api/get-all-openai-default-questions). */
export type DefaultQuestion = { id: number; question: string; variable: string; position: number }

export const FINE_TUNE_ANSWER_MAX = 4000

export const fineTuneBody = object({
  question: size(requiredString(), 1, 500),
  answer: size(requiredString(), 1, FINE_TUNE_ANSWER_MAX),
  variable: optional(nullable(variableName())),
  default_question_id: optional(nullable(integer())),
})
export type FineTuneBody = Infer<typeof fineTuneBody>

/** POST /api/business-details/generateFineTune: answer these default questions (all of them when absent). */
export const generateFineTuneBody = object({
  question_ids: optional(array(integer())),
  /** Replace answers already given (default: keep what the user wrote and answer only the open questions). */
  overwrite: optional(boolean()),
})

export const defaultQuestionBody = object({
  question: size(requiredString(), 1, 500),
  variable: variableName(),
  position: optional(integer()),
})

/** A variable a prompt may use, with where its value comes from. */
export type PromptVariable = { name: string; source: 'lead' | 'business' | 'fine_tune'; description: string }

/** Lead variables: read from the result the text is written for. */
export const leadVariables = ['name', 'first_name', 'last_name', 'company', 'position', 'email', 'phone', 'website', 'city', 'state', 'country', 'category', 'industry', 'platform', 'username', 'followers', 'topic'] as const
/** Business variables: read from the business profile. */
export const businessVariables = ['business_name', 'business_website', 'what_it_sells', 'who_it_helps', 'what_it_does', 'contact_name', 'personality'] as const
export const builtInVariables: readonly string[] = [...leadVariables, ...businessVariables]
