import { defaultFilter } from 'cmdk'
import { buildIndex, search, type MatchEntry, type MatchIndex } from '../../commands/match'
import { paletteEntries, typicalQueries } from './palette-entries'

/** cmdk with shouldFilter on: score every item with its filter (command-score), keep scores > 0, sort by score. */
function cmdkFilter(entries: readonly MatchEntry[], query: string): MatchEntry[] {
  const scored: Array<{ entry: MatchEntry; score: number }> = []
  for (const entry of entries) {
    const score = defaultFilter(entry.title, query, entry.keywords ? [...entry.keywords] : undefined)
    if (score > 0) scored.push({ entry, score })
  }
  scored.sort((a, b) => b.score - a.score)
  return scored.map((s) => s.entry)
}

function millisecondsPerQuery(run: (query: string) => unknown, rounds: number): number {
  for (const query of typicalQueries) run(query)
  const start = performance.now()
  for (let round = 0; round < rounds; round++) for (const query of typicalQueries) run(query)
  return (performance.now() - start) / (rounds * typicalQueries.length)
}

export type PaletteMatchingResult = { size: number; oursMs: number; cmdkMs: number; ratio: number; typingMs: number }

/** Typing a query one key at a time, as in the palette: each keystroke after the first narrows the last matches. */
function millisecondsPerKeystroke(index: MatchIndex, rounds: number): number {
  const phrases = ['saas founders aus', 'go to saved lists', 'maria mul']
  let keystrokes = 0
  let elapsed = 0
  for (let round = 0; round < rounds; round++) {
    for (const phrase of phrases) {
      search(index, '')
      const start = performance.now()
      for (let end = 1; end <= phrase.length; end++) search(index, phrase.slice(0, end))
      elapsed += performance.now() - start
      keystrokes += phrase.length
    }
  }
  return elapsed / keystrokes
}

export function benchPaletteMatching(size: number): PaletteMatchingResult {
  const entries = paletteEntries(size)
  const index = buildIndex(entries)
  const rounds = size >= 100_000 ? 2 : 5
  // Every query of the set is unrelated to the one before, so each is a full scan (no typeahead narrowing).
  const oursMs = millisecondsPerQuery((query) => search(index, query), rounds * 4)
  const typingMs = millisecondsPerKeystroke(index, rounds)
  const cmdkMs = millisecondsPerQuery((query) => cmdkFilter(entries, query), rounds)
  return { size, oursMs, cmdkMs, ratio: oursMs / cmdkMs, typingMs }
}
