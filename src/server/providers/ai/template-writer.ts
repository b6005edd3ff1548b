import { templateWriterLabel, type PromptType } from '../../../shared/ai/prompts'
import { hashSeed } from '../leads/demo/seeded-random'
import { fillVariables, taskVariables, type FineTuneFact, type ProfileFacts, type TextWriter, type TrainingSnippet, type WritingTask } from './writing-task'
import { bestSentence, clip, lowerFirst, upperFirst, withArticle, withPeriod } from './template-words'

/**
 * The offline writer: no model, no network. It fills fixed sentence templates from the business profile, the most
 * relevant training sentence and the lead, choosing among variants by a hash of the lead and the prompt type, so
 * the same lead always gets the same text. A custom prompt is filled as a template itself. The UI labels it
 * "Template writer (no AI model)".
 */
export function templateWriter(): TextWriter {
  return {
    info: { provider: 'template', model: null, label: templateWriterLabel },
    write: async (task) => writeFromTemplates(task),
    answer: async (question, context) => answerFromProfile(question, context),
  }
}

type Voice = 'formal' | 'casual' | 'plain'

function voiceOf(personality: string): Voice {
  if (/formal|professional|serious|corporate|respectful/i.test(personality)) return 'formal'
  if (/casual|friendly|playful|fun|witty|relaxed|warm/i.test(personality)) return 'casual'
  return 'plain'
}

/** What a template needs, each value already shaped for use mid-sentence. */
function wordsOf(task: WritingTask) {
  const v = taskVariables(task)
  const p = task.profile
  const personal = ['people', 'single', 'influencer', 'intent'].includes(task.lead.listType) && v.first_name !== ''
  // A first name known for any lead (a local business's contact entered by hand) is whom the text greets.
  const firstName = v.first_name || (task.lead.listType === 'influencer' && v.name ? v.name.split(/\s+/)[0] : '')
  const org = v.company || (task.lead.listType === 'influencer' && v.username ? `@${v.username.replace(/^@/, '')}` : '') || v.name || 'your business'
  const kind = v.category || v.industry || ''
  const terms = [v.company, v.category, v.industry, v.position, v.topic, v.city, v.platform].filter(Boolean)
  return {
    v,
    personal,
    voice: voiceOf(p.personality),
    named: firstName !== '',
    greet: firstName || 'there',
    org,
    kind,
    place: v.city ? ` in ${v.city}` : v.country ? ` in ${v.country}` : '',
    business: p.businessName || 'our team',
    sells: lowerFirst(p.whatItSells) || 'what we offer',
    who: lowerFirst(p.whoItHelps) || 'businesses like yours',
    does: p.whatItDoes.trim(),
    contact: p.contactName.trim(),
    training: bestSentence(task.training, terms),
    pick: <T>(choices: readonly T[]) => choices[hashSeed(`${task.lead.key}:${task.promptType}`) % choices.length],
  }
}
type Words = ReturnType<typeof wordsOf>

function greeting(w: Words): string {
  if (w.voice === 'formal') return w.named ? `Dear ${w.greet},` : `Dear ${w.org} team,`
  if (w.voice === 'casual') return `Hey ${w.greet},`
  return `Hi ${w.greet},`
}

function firstLineBody(w: Words): string {
  const { v } = w
  if (w.personal && v.position) {
    return w.pick([
      `as ${withArticle(v.position)} at ${w.org}, you are likely the right person to talk to about ${w.sells}.`,
      `I saw your role as ${v.position} at ${w.org}${w.place} and thought ${w.business} could be useful to you.`,
    ])
  }
  if (v.platform) return `I came across your ${upperFirst(v.platform)} profile and think your audience would enjoy ${w.sells}.`
  if (v.topic) return `I noticed ${w.org} is looking into ${lowerFirst(v.topic)}, which is exactly what ${w.business} works on.`
  return w.pick([
    `I came across ${w.org}${w.place} and it looks like a great fit for what ${w.business} does for ${w.who}.`,
    `${w.org}${w.place} stood out to me while I was looking at ${w.who}.`,
    `I have been looking at ${w.kind ? `${lowerFirst(w.kind)} businesses` : 'businesses'}${w.place}, and ${w.org} caught my eye.`,
  ])
}

function firstLine(w: Words): string {
  return `${greeting(w)} ${firstLineBody(w)}`
}

function subject(w: Words): string {
  const text = w.pick([
    `${upperFirst(w.sells)} for ${w.org}`,
    `Quick question for ${w.named ? w.greet : w.org}`,
    `${w.org} x ${w.business}`,
    `An idea for ${w.org}`,
  ])
  return clip(text, 78)
}

function identity(w: Words): string {
  const { v } = w
  if (v.platform) {
    const handle = v.username ? ` (@${v.username.replace(/^@/, '')})` : ''
    const reach = v.followers ? ` with ${Number(v.followers).toLocaleString('en-US')} followers` : ''
    return `${v.name || w.org}${handle} is a ${upperFirst(v.platform)} creator${reach}${w.place}.`
  }
  if (v.topic) return `${w.org}${w.place} shows buying intent around ${lowerFirst(v.topic)}${v.name ? `; the contact is ${v.name}${v.position ? `, ${v.position}` : ''}` : ''}.`
  if (w.personal) return v.position ? `${v.name} is ${withArticle(v.position)} at ${w.org}${w.place}.` : `${v.name} works at ${w.org}${w.place}.`
  return w.kind ? `${w.org} is ${withArticle(lowerFirst(w.kind))}${w.place}.` : `${w.org} is a business${w.place}.`
}

function summary(w: Words): string {
  const contact = w.v.email ? ` Reachable at ${w.v.email}.` : w.v.website ? ` Website: ${w.v.website}.` : ''
  const fit = ` Why it fits ${w.business}: it offers ${w.sells} to ${w.who}.`
  const note = w.training ? ` From your training data: ${w.training}` : ''
  return `${identity(w)}${contact}${fit}${note}`
}

function direct(w: Words): string {
  const offer = withPeriod(`${w.business} helps ${w.who} with ${w.sells}`)
  const detail = w.does ? ` ${withPeriod(upperFirst(w.does))}` : ''
  const proof = w.training ? ` ${w.training}` : ''
  const ask = w.pick(['Would you be open to a 15-minute call next week?', 'Could I send you a short overview?', 'Is this something you would like to see in action?'])
  const signOff = w.voice === 'formal' ? 'Kind regards' : w.voice === 'casual' ? 'Cheers' : 'Best'
  const signature = [w.contact, w.business === 'our team' ? '' : w.business].filter(Boolean).join('\n')
  return `${greeting(w)}\n\n${upperFirst(firstLineBody(w))}\n\n${offer}${detail}${proof}\n\n${ask}\n\n${signOff},${signature ? `\n${signature}` : ''}`
}

function neighbours(w: Words): string {
  const { v } = w
  if (w.personal && v.position) return `other ${v.position} roles at companies like ${w.org}`
  if (w.kind) return `other ${lowerFirst(w.kind)} businesses`
  return `businesses like ${w.org}`
}

function similar(w: Words): string {
  return `${identity(w)} Similar leads: ${neighbours(w)}${w.place} and in the nearby districts; they share the needs that make ${w.org} a fit for ${w.sells}.`
}

function competitor(w: Words): string {
  return `${identity(w)} Likely competitors: ${neighbours(w)}${w.place} serving the same customers. When you pitch ${w.sells}, show how ${w.org} could stand out from them.`
}

function supplier(w: Words): string {
  return `${identity(w)} ${w.org} works with suppliers to run its business; ${w.business} could become one of them by offering ${w.sells}.`
}

const writers: Record<Exclude<PromptType, 'custom'>, (w: Words) => string> = {
  first_line: firstLine,
  subject,
  summary,
  direct,
  similar,
  competitor,
  supplier,
}

export function writeFromTemplates(task: WritingTask): string {
  const w = wordsOf(task)
  if (task.promptType === 'custom') {
    const filled = fillVariables(task.promptText, w.v).replace(/[ \t]+/g, ' ').trim()
    return tidyPunctuation(filled || firstLine(w))
  }
  return tidyPunctuation(writers[task.promptType](w))
}

/**
 * Values end sentences of their own ("Acme Inc.", a city "St.", a variable left empty before a period), so a
 * template that ends its sentence after one would write "Acme Inc.."; a doubled period (not an ellipsis), a period
 * after an ellipsis and a space before a punctuation mark are mended once, on the finished text.
 */
export function tidyPunctuation(text: string): string {
  return text
    .replace(/(^|[^.])\.\.(?!\.)/g, '$1.')
    .replace(/…\./g, '…')
    .replace(/[ \t]+([,.!?;:])/g, '$1')
}

/** An answer to a question about the business from the profile: the sentence of the profile or training data that shares most words with it. */
export function answerFromProfile(question: string, context: { profile: ProfileFacts; training: TrainingSnippet[]; fineTunes: FineTuneFact[] }): string {
  const p = context.profile
  const q = question.toLowerCase()
  const offer = withPeriod(`${p.businessName || 'We'} ${p.businessName ? 'offers' : 'offer'} ${lowerFirst(p.whatItSells)} to ${lowerFirst(p.whoItHelps)}`)
  const facts: Array<[RegExp, string]> = [
    [/sell|offer|product|service|price/, offer],
    [/who|customer|client|audience|ideal|target/, withPeriod(`We help ${lowerFirst(p.whoItHelps)}`)],
    [/what.*(do|does)|problem|solve|result|benefit|outcome/, withPeriod(upperFirst(p.whatItDoes))],
    [/tone|voice|personality|style/, withPeriod(`Our voice is ${lowerFirst(p.personality)}`)],
    [/contact|name|who.*(sign|write)/, withPeriod(`Messages are signed by ${p.contactName}`)],
    [/website|site|url/, withPeriod(`Our website is ${p.website}`)],
  ]
  const direct = facts.find(([pattern, text]) => pattern.test(q) && text.replace(/[.\s]/g, '') !== '')?.[1] ?? offer
  const terms = q.split(/[^a-z0-9]+/).filter((t) => t.length > 3)
  const support = bestSentence(context.training, terms)
  return support && support !== direct ? `${direct} ${support}` : direct
}
