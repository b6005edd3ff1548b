/**
 * Cuts training text into passages for the full-text index: about CHUNK_CHARS characters (some 250-300 tokens),
 * cut at paragraph ends, else sentence ends, else spaces, so a passage reads as a whole when the writer quotes it.
 */
export const CHUNK_CHARS = 1_200
const MIN_CUT = CHUNK_CHARS / 2

function cutPoint(text: string, from: number): number {
  const limit = from + CHUNK_CHARS
  if (limit >= text.length) return text.length
  const window = text.slice(from + MIN_CUT, limit)
  for (const pattern of [/\n\s*\n/g, /\n/g, /[.!?]["')\]]?\s/g, /\s/g]) {
    let last = -1
    for (const match of window.matchAll(pattern)) last = match.index! + match[0].length
    if (last > 0) return from + MIN_CUT + last
  }
  return limit
}

export function chunkText(text: string): string[] {
  const chunks: string[] = []
  const source = text.replace(/\r\n?/g, '\n').trim()
  let from = 0
  while (from < source.length) {
    const to = cutPoint(source, from)
    const piece = source.slice(from, to).trim()
    if (piece) chunks.push(piece)
    from = to
  }
  return chunks
}
