/**
 * Palette matching, done outside cmdk (which renders with shouldFilter={false}). The index is built once per set
 * of entries; a search is one pass with indexOf and a short subsequence check per entry and keeps only the top
 * `limit` results, so it stays instant at 100k entries.
 *
 * Ranking, per query term (every term must match the title or the keywords/group):
 *   title starts with the term 100, term starts a word of the title 80, term inside the title 50,
 *   letters of the term in order in the title 1..40 (more for word starts and runs),
 *   term starts a keyword or the group 40, term inside them 25.
 * Ties go to the shorter title, then to the entry that came first.
 */
export type MatchEntry = { id: string; title: string; keywords?: readonly string[]; group?: string }
export type MatchIndex<E extends MatchEntry = MatchEntry> = {
  entries: readonly E[]
  titles: readonly string[]
  extras: readonly string[]
  /** Which letters and digits each title holds (a bit per letter), to skip the subsequence check at once. */
  titleLetters: Uint32Array
  /**
   * Typeahead narrowing: every entry matching 'sav' also matches 'sa', so when the query extends the previous one
   * only the previous matches are scanned again. Internal state of search().
   */
  previous: { query: string; matches: Int32Array } | null
}
export type MatchResult<E extends MatchEntry = MatchEntry> = { entry: E; score: number }

/** Lower case without diacritics, so 'Français' matches 'francais'. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

export function buildIndex<E extends MatchEntry>(entries: readonly E[]): MatchIndex<E> {
  const titles = new Array<string>(entries.length)
  const extras = new Array<string>(entries.length)
  const titleLetters = new Uint32Array(entries.length)
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]
    titles[i] = normalizeText(entry.title)
    extras[i] = normalizeText([...(entry.keywords ?? []), entry.group ?? ''].join(' '))
    titleLetters[i] = letterMask(titles[i])
  }
  return { entries, titles, extras, titleLetters, previous: null }
}

function letterMask(text: string): number {
  let mask = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97)
    else if (code >= 48 && code <= 57) mask |= 1 << 26
  }
  return mask >>> 0
}

export function search<E extends MatchEntry>(index: MatchIndex<E>, query: string, limit = 50): MatchResult<E>[] {
  const normalized = normalizeText(query).trim()
  const terms = normalized.split(/\s+/).filter(Boolean)
  if (terms.length === 0) {
    index.previous = null
    return index.entries.slice(0, limit).map((entry) => ({ entry, score: 0 }))
  }

  const top = new TopResults(limit)
  const { titles, extras, titleLetters } = index
  const termLetters = terms.map(letterMask)
  const narrowed = index.previous && normalized.startsWith(index.previous.query) ? index.previous.matches : null
  const count = narrowed ? narrowed.length : titles.length
  const matches = new Int32Array(count)
  let matched = 0
  for (let n = 0; n < count; n++) {
    const i = narrowed ? narrowed[n] : n
    const title = titles[i]
    let total = 0
    for (let t = 0; t < terms.length; t++) {
      const term = terms[t]
      const inTitle = (titleLetters[i] & termLetters[t]) === termLetters[t] ? titleScore(title, term) : 0
      const score = inTitle >= 50 ? inTitle : Math.max(inTitle, extraScore(extras[i], term))
      if (score === 0) {
        total = 0
        break
      }
      total += score
    }
    if (total > 0) {
      matches[matched++] = i
      top.offer(i, total - title.length / 1000)
    }
  }
  index.previous = { query: normalized, matches: matches.slice(0, matched) }
  return top.sorted().map(({ index: i, score }) => ({ entry: index.entries[i], score }))
}

function isWordStart(text: string, at: number): boolean {
  if (at === 0) return true
  const before = text.charCodeAt(at - 1)
  // Anything but a lower-case letter or a digit before the position starts a word (space, dash, slash, quote...).
  return !((before >= 97 && before <= 122) || (before >= 48 && before <= 57) || before > 127)
}

function titleScore(title: string, term: string): number {
  let at = title.indexOf(term)
  if (at === 0) return 100
  if (at > 0) {
    while (at !== -1) {
      if (isWordStart(title, at)) return 80
      at = title.indexOf(term, at + 1)
    }
    return 50
  }
  return term.length < 2 ? 0 : subsequenceScore(title, term)
}

function extraScore(extra: string, term: string): number {
  let at = extra.indexOf(term)
  if (at === -1) return 0
  while (at !== -1) {
    if (isWordStart(extra, at)) return 40
    at = extra.indexOf(term, at + 1)
  }
  return 25
}

const subsequenceSlack = 3

/**
 * Letters of the term in order, with little slack: a jump may land on a word start ('gsl' -> Go to Saved Lists)
 * or skip a few letters inside a word ('plumbrs'), but letters scattered across unrelated words do not match.
 */
function subsequenceScore(text: string, term: string): number {
  let position = text.indexOf(term[0])
  if (position === -1) return 0
  let bonus = isWordStart(text, position) ? 4 : 0
  let skipped = 0
  for (let k = 1; k < term.length; k++) {
    const next = text.indexOf(term[k], position + 1)
    if (next === -1) return 0
    if (next === position + 1) bonus += 2
    else if (isWordStart(text, next)) bonus += 4
    else {
      skipped += next - position - 1
      // A fixed slack keeps matching monotone as the user types, which typeahead narrowing relies on.
      if (skipped > subsequenceSlack) return 0
    }
    position = next
  }
  return Math.max(1, Math.min(40, 10 + bonus - skipped))
}

/** The best `limit` results seen so far, kept sorted from best to worst. */
class TopResults {
  private readonly items: Array<{ index: number; score: number }> = []
  constructor(private readonly limit: number) {}

  offer(index: number, score: number): void {
    const items = this.items
    if (items.length >= this.limit && score <= items[items.length - 1].score) return
    let at = items.length
    while (at > 0 && items[at - 1].score < score) at--
    items.splice(at, 0, { index, score })
    if (items.length > this.limit) items.pop()
  }

  sorted(): Array<{ index: number; score: number }> {
    return this.items
  }
}
