/** The first words of a prompt, for a picker or a heading. */
export function promptExcerpt(text: string, max = 70): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}
