/**
 * A business profile and its training data as weighted text a vocabulary can be matched against: a phrase found in
 * "who it helps" says more than one found somewhere in a crawled page.
 */
export type WeightedText = { text: string; weight: number; from: 'profile' | 'training' }

export type PhraseMatch = { score: number; phrases: string[]; fromTraining: boolean }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const patterns = new Map<string, RegExp>()

/** A phrase as a whole-word, case-insensitive pattern ("bar" does not match "barber"), compiled once. */
function patternOf(phrase: string): RegExp {
  let re = patterns.get(phrase)
  if (!re) {
    re = new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase.toLowerCase())}(?![\\p{L}\\p{N}])`, 'gu')
    patterns.set(phrase, re)
  }
  re.lastIndex = 0
  return re
}

/** How strongly the texts speak of any of `phrases`: occurrences times the weight of the text they occur in. */
export function matchPhrases(texts: readonly WeightedText[], phrases: readonly string[]): PhraseMatch {
  let score = 0
  const found = new Set<string>()
  let fromTraining = false
  for (const t of texts) {
    const lower = t.text.toLowerCase()
    for (const phrase of phrases) {
      const hits = lower.match(patternOf(phrase))?.length ?? 0
      if (!hits) continue
      score += hits * t.weight
      found.add(phrase)
      if (t.from === 'training') fromTraining = true
    }
  }
  return { score, phrases: [...found], fromTraining }
}

/** The `count` best-scoring items (score > 0), ties in vocabulary order. */
export function topMatches<T>(items: readonly T[], score: (item: T) => PhraseMatch, count: number): Array<{ item: T; match: PhraseMatch }> {
  return items
    .map((item, index) => ({ item, match: score(item), index }))
    .filter((m) => m.match.score > 0)
    .sort((a, b) => b.match.score - a.match.score || a.index - b.index)
    .slice(0, count)
    .map(({ item, match }) => ({ item, match }))
}
