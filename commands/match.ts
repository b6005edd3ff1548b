/**
 * Palette matching, done outside the list component. The index is built once per set of entries; a search is one
 * pass with indexOf and a short walk per entry, so it stays instant at 100k entries.
 *
 * Ranking, per query term (every term must match the title or the keywords/group):
 *   the title starts with the term 100; the term starts a word of the title 80;
 *   an acronym, every letter of the term starting a word in order ('gsl' -> Go to Saved lists) 70;
 *   letters that run from a word start and jump only to word starts ('savli' -> Saved lists) 60;
 *   the term inside a word, 3 letters or more 30; letters in order from a word start with a few skipped inside the
 *   words ('plumbrs' -> Plumbers), 3 letters or more, 1..20;
 *   the term starts a keyword or the group 40, inside one (3 letters or more) 20.
 * Two letters never match inside a word: 'ai' finds "Write with AI", not "Français".
 * Ties go to the shorter title, then to the entry that came first.
 */
export type MatchEntry = { id: string; title: string; keywords?: readonly string[]; group?: string }
export type MatchIndex<E extends MatchEntry = MatchEntry> = {
  entries: readonly E[]
  titles: readonly string[]
  extras: readonly string[]
  /** Which letters and digits each title holds (a bit per letter), to skip the walks at once. */
  titleLetters: Uint32Array
  /**
   * Typeahead narrowing: when the query extends the previous one and every rule that matched before still holds,
   * only the previous matches are scanned again. Internal state of search().
   */
  previous: { terms: readonly string[]; matches: Int32Array } | null
}
export type MatchResult<E extends MatchEntry = MatchEntry> = { entry: E; score: number }

/** Shorter terms never match inside a word. */
const minInfixLength = 3

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

/**
 * The previous matches hold every match of the new query when it only adds terms or letters to the last term, and
 * that term was long enough for every rule (a 2-letter term skipped matches inside words that 3 letters find).
 */
function canNarrow(previous: readonly string[], terms: readonly string[]): boolean {
  if (previous.length === 0 || terms.length < previous.length) return false
  const last = previous.length - 1
  for (let t = 0; t < last; t++) if (terms[t] !== previous[t]) return false
  return terms[last] === previous[last] || (terms[last].startsWith(previous[last]) && previous[last].length >= minInfixLength)
}

/** Every matching entry, best first; `limit` keeps only the best few (the bench's fixed-size case). */
export function search<E extends MatchEntry>(index: MatchIndex<E>, query: string, limit = Number.POSITIVE_INFINITY): MatchResult<E>[] {
  const terms = normalizeText(query).trim().split(/\s+/).filter(Boolean)
  if (terms.length === 0) {
    index.previous = null
    return index.entries.slice(0, Math.min(limit, index.entries.length)).map((entry) => ({ entry, score: 0 }))
  }

  const { titles, extras, titleLetters } = index
  const termLetters = terms.map(letterMask)
  const narrowed = index.previous && canNarrow(index.previous.terms, terms) ? index.previous.matches : null
  const count = narrowed ? narrowed.length : titles.length
  const matches = new Int32Array(count)
  const scores = new Float64Array(count)
  let matched = 0
  for (let n = 0; n < count; n++) {
    const i = narrowed ? narrowed[n] : n
    const title = titles[i]
    let total = 0
    for (let t = 0; t < terms.length; t++) {
      const term = terms[t]
      const inTitle = (titleLetters[i] & termLetters[t]) === termLetters[t] ? titleScore(title, term) : 0
      const score = inTitle >= 60 ? inTitle : Math.max(inTitle, extraScore(extras[i], term))
      if (score === 0) {
        total = 0
        break
      }
      total += score
    }
    if (total > 0) {
      matches[matched] = i
      scores[matched++] = total * 1000 - Math.min(title.length, 999)
    }
  }
  index.previous = { terms, matches: matches.slice(0, matched) }
  return ranked(index.entries, matches, scores, matched, limit)
}

/**
 * Sorts by score, then by entry order: each match becomes one number (score above, position below) so a typed
 * array's native sort does the work, about 10x faster than sorting objects at 100k matches.
 */
function ranked<E extends MatchEntry>(entries: readonly E[], matches: Int32Array, scores: Float64Array, count: number, limit: number): MatchResult<E>[] {
  const slots = 2 ** Math.ceil(Math.log2(entries.length + 1))
  const keys = new Float64Array(count)
  for (let k = 0; k < count; k++) keys[k] = scores[k] * slots + (slots - 1 - matches[k])
  keys.sort()
  const size = Math.min(count, limit)
  const results = new Array<MatchResult<E>>(size)
  for (let r = 0; r < size; r++) {
    const key = keys[count - 1 - r]
    const position = slots - 1 - (key % slots)
    results[r] = { entry: entries[position], score: Math.floor(key / slots) / 1000 }
  }
  return results
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
  let inside = false
  while (at !== -1) {
    if (isWordStart(title, at)) return 80
    inside = true
    at = title.indexOf(term, at + 1)
  }
  if (term.length < 2) return 0
  const jumps = wordStartScore(title, term)
  if (jumps > 0) return jumps
  if (inside && term.length >= minInfixLength) return 30
  return term.length < minInfixLength ? 0 : scatteredScore(title, term)
}

function extraScore(extra: string, term: string): number {
  let at = extra.indexOf(term)
  let inside = false
  while (at !== -1) {
    if (isWordStart(extra, at)) return 40
    inside = true
    at = extra.indexOf(term, at + 1)
  }
  return inside && term.length >= minInfixLength ? 20 : 0
}

/** The next word start at or after `from` whose letter is `code`, or -1. */
function nextWordStart(text: string, code: number, from: number): number {
  let at = text.indexOf(String.fromCharCode(code), from)
  while (at !== -1 && !isWordStart(text, at)) at = text.indexOf(String.fromCharCode(code), at + 1)
  return at
}

/**
 * Letters from a word start that jump only to later word starts: 70 when every letter starts a word (an acronym,
 * 'gsl' -> Go to Saved lists), 60 when some letters run on inside a word ('savli' -> Saved lists). Any word start may
 * be the first ('sl' -> Go to Saved lists).
 */
function wordStartScore(text: string, term: string): number {
  const first = term.charCodeAt(0)
  let best = 0
  for (let start = nextWordStart(text, first, 0); start !== -1 && best < 70; start = nextWordStart(text, first, start + 1)) {
    if (walkWordStarts(text, term, start, false)) best = 70
    else if (best === 0 && walkWordStarts(text, term, start, true)) best = 60
  }
  return best
}

/** Whether the rest of the term follows `start`, each letter at the next word start (or right after, `runOn`). */
function walkWordStarts(text: string, term: string, start: number, runOn: boolean): boolean {
  let position = start
  for (let k = 1; k < term.length; k++) {
    const code = term.charCodeAt(k)
    if (runOn && text.charCodeAt(position + 1) === code) position += 1
    else position = nextWordStart(text, code, position + 1)
    if (position === -1) return false
  }
  return true
}

const scatteredSlack = 3

/**
 * Letters of the term in order from a word start, with little slack: a jump may skip a few letters inside a word
 * ('plumbrs'), but letters scattered across unrelated words do not match.
 */
function scatteredScore(text: string, term: string): number {
  let position = nextWordStart(text, term.charCodeAt(0), 0)
  if (position === -1) return 0
  let bonus = 0
  let skipped = 0
  for (let k = 1; k < term.length; k++) {
    const next = text.indexOf(term[k], position + 1)
    if (next === -1) return 0
    if (next === position + 1) bonus += 2
    else if (isWordStart(text, next)) bonus += 3
    else {
      skipped += next - position - 1
      // A fixed slack keeps matching monotone as the user types, which typeahead narrowing relies on.
      if (skipped > scatteredSlack) return 0
    }
    position = next
  }
  return Math.max(1, Math.min(20, 4 + bonus - skipped))
}
