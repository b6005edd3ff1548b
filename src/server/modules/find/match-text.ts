/** Text as the palette's matcher sees it: lower case, accents folded, single spaces. */
export function normalizeQuery(q: string): string {
  return q.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim().replace(/\s+/g, ' ')
}

/**
 * Orders matches the way the palette ranks them: the text starting with the query first, then a word of it starting
 * with the query, then the query anywhere inside; shorter texts first within each, then the order they came in.
 */
export function rankByName<T>(rows: readonly T[], text: (row: T) => string, q: string): T[] {
  const scored = rows.map((row, index) => {
    const value = normalizeQuery(text(row))
    const at = value.indexOf(q)
    const tier = at === 0 ? 0 : value.includes(` ${q}`) || value.includes(`-${q}`) || value.includes(`@${q}`) ? 1 : at > 0 ? 2 : 3
    return { row, tier, length: value.length, index }
  })
  scored.sort((a, b) => a.tier - b.tier || a.length - b.length || a.index - b.index)
  return scored.map((s) => s.row)
}
