import type { TrainingSnippet } from './writing-task'

/** "Dental practices" -> "dental practices", but "SaaS teams" and "IKEA" keep their capitals. */
export function lowerFirst(text: string): string {
  const t = text.trim().replace(/[.!?]+$/, '')
  if (t.length < 2 || /^[A-Z]{2}/.test(t) || /^[A-Z][a-z]*[A-Z]/.test(t)) return t
  return t.charAt(0).toLowerCase() + t.slice(1)
}

export function upperFirst(text: string): string {
  const t = text.trim()
  return t.charAt(0).toUpperCase() + t.slice(1)
}

export function withPeriod(text: string): string {
  const t = text.trim()
  if (t === '') return ''
  return /[.!?]$/.test(t) ? t : `${t}.`
}

/** "an Owner", "a Marketing Manager": the article by the first letter's sound, good enough for titles and categories. */
export function withArticle(noun: string): string {
  const t = noun.trim()
  const vowel = /^[aeiou]/i.test(t) && !/^(uni|use|eu|one)/i.test(t)
  return `${vowel || /^(hour|honest)/i.test(t) ? 'an' : 'a'} ${t}`
}

/** Cuts at a word boundary and adds an ellipsis when the text is longer than `max`. */
export function clip(text: string, max: number): string {
  const t = text.trim()
  if (t.length <= max) return t
  const cut = t.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`
}

type IndexedSentence = { text: string; words: Set<string>; order: number }
const sentenceIndex = new WeakMap<readonly TrainingSnippet[], IndexedSentence[]>()
const tokens = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 2)

/** The snippets' sentences with their words, computed once per snippet list (a batch shares one list). */
function indexed(training: readonly TrainingSnippet[]): IndexedSentence[] {
  let index = sentenceIndex.get(training)
  if (!index) {
    index = []
    for (const snippet of training) {
      for (const raw of snippet.text.split(/(?<=[.!?])\s+|\n+/)) {
        const text = raw.replace(/\s+/g, ' ').trim()
        // Headings, fragments and walls of text make poor quotes.
        if (text.length < 25 || text.length > 400 || !/[a-z]/.test(text)) continue
        index.push({ text, words: new Set(tokens(text)), order: index.length })
      }
    }
    sentenceIndex.set(training, index)
  }
  return index
}

/**
 * The training sentence that shares most words with `terms` (the lead's company, category, position ...); on a tie
 * the earlier one, so better-ranked snippets win. '' when there is no training data.
 */
export function bestSentence(training: readonly TrainingSnippet[], terms: readonly string[]): string {
  const sentences = indexed(training)
  if (!sentences.length) return ''
  const wanted = [...new Set(terms.flatMap(tokens))]
  let best = sentences[0]
  let bestScore = -1
  for (const s of sentences) {
    let score = 0
    for (const w of wanted) if (s.words.has(w)) score++
    if (score > bestScore) {
      best = s
      bestScore = score
    }
  }
  return withPeriod(clip(best.text, 220))
}
