import type { PromptType } from '../../../shared/ai/prompts'
import type { OutboundPolicy } from '../../http/guarded-fetch'
import { chatCompletion, type ChatMessage, type ChatSettings } from './chat-completions'
import { clip } from './template-words'
import { fillVariables, taskVariables, type FineTuneFact, type ProfileFacts, type TextWriter, type TrainingSnippet, type WritingTask } from './writing-task'

/** What each prompt type must come back as; the prompt says what to write, these rules say how long and in what form. */
const rules: Record<PromptType, string> = {
  first_line: 'Write one opening line for a cold e-mail to this lead: a single sentence of at most 30 words that mentions something specific about them.',
  subject: 'Write one e-mail subject line of at most 8 words. No quotes, no emoji.',
  summary: 'Write a summary of this lead in 2 to 3 sentences: who they are and why they fit the business.',
  direct: 'Write a short direct message of at most 120 words: a greeting, why you write, one concrete benefit, a question as the call to action, and a sign-off with the contact person.',
  similar: 'Describe in 2 to 3 sentences which leads are similar to this one and where to find them.',
  competitor: 'Describe in 2 to 3 sentences who this lead likely competes with and how the business can help them stand out.',
  supplier: 'Describe in 2 to 3 sentences which suppliers this lead likely works with and how the business could become one of them.',
  custom: 'Follow the instruction.',
}
const maxTokens: Record<PromptType, number> = { first_line: 80, subject: 40, summary: 250, direct: 400, similar: 250, competitor: 250, supplier: 250, custom: 600 }

const TRAINING_CHARS = 800

function background(profile: ProfileFacts, fineTunes: FineTuneFact[], training: TrainingSnippet[]): string {
  const lines = [
    `Business: ${profile.businessName}`,
    profile.website && `Website: ${profile.website}`,
    `What it sells: ${profile.whatItSells}`,
    `Who it helps: ${profile.whoItHelps}`,
    `What it does: ${profile.whatItDoes}`,
    profile.contactName && `Contact person (signs messages): ${profile.contactName}`,
    profile.personality && `Voice and personality: ${profile.personality}`,
  ].filter(Boolean)
  if (fineTunes.length) {
    lines.push('', 'Answers the business gave:')
    for (const f of fineTunes) lines.push(`Q: ${f.question}`, `A: ${f.answer}`)
  }
  if (training.length) {
    lines.push('', 'Training notes, most relevant first:')
    training.forEach((t, i) => lines.push(`[${i + 1}] ${t.title ? `${t.title}: ` : ''}${clip(t.text.replace(/\s+/g, ' '), TRAINING_CHARS)}`))
  }
  return lines.join('\n')
}

const instructionsOf = (task: WritingTask) => (task.instructions?.trim() ? `\n\nInstructions: ${task.instructions.trim()}` : '')

/** The two messages one text is written from: the business as system context, the filled prompt and the lead as the request. */
export function writingMessages(task: WritingTask): ChatMessage[] {
  const values = taskVariables(task)
  const lead = Object.entries(task.lead.values)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')
  return [
    {
      role: 'system',
      content: `You write sales outreach texts on behalf of this business.\n\n${background(task.profile, task.fineTunes, task.training)}\n\nAnswer with the requested text only: no preamble, no quotes around it, no placeholders in brackets. ${rules[task.promptType]}`,
    },
    { role: 'user', content: `${fillVariables(task.promptText, values).trim()}${instructionsOf(task)}\n\nThe lead:\n${lead || '(no details)'}` },
  ]
}

/** Models like to wrap one-liners in quotes; a subject or first line never needs them. */
function tidy(text: string, type: PromptType): string {
  const t = text.trim()
  if ((type === 'subject' || type === 'first_line') && /^(["'“«]).*(["'”»])$/s.test(t)) return t.slice(1, -1).trim()
  return t
}

/** A writer on the user's OpenAI-compatible endpoint; every call goes through the guarded outbound client. */
export function modelWriter(settings: ChatSettings, policy: OutboundPolicy, options: { stream?: boolean } = {}): TextWriter {
  return {
    info: { provider: 'openai', model: settings.model, label: settings.model },
    async write(task, opts = {}) {
      const answer = await chatCompletion(settings, writingMessages(task), {
        policy,
        stream: options.stream ?? Boolean(opts.onDelta),
        onDelta: opts.onDelta,
        signal: opts.signal,
        maxTokens: maxTokens[task.promptType],
        temperature: 0.4,
      })
      return tidy(answer.text, task.promptType)
    },
    async answer(question, context, opts = {}) {
      const answer = await chatCompletion(
        settings,
        [
          { role: 'system', content: `You answer questions about this business in its own voice, in 1 to 3 sentences, using only what is given.\n\n${background(context.profile, context.fineTunes, context.training)}` },
          { role: 'user', content: question },
        ],
        { policy, stream: options.stream ?? false, signal: opts.signal, maxTokens: 200, temperature: 0.3 },
      )
      return answer.text.trim()
    },
  }
}
