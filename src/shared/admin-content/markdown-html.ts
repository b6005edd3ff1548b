const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!)

function inline(text: string): string {
  return text
    .split(/(\*\*[^*]+\*\*|`[^`]+`)/g)
    .map((part) => {
      if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return `<strong>${escapeHtml(part.slice(2, -2))}</strong>`
      if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return `<code>${escapeHtml(part.slice(1, -1))}</code>`
      return escapeHtml(part)
    })
    .join('')
}

const bullet = /^- /
const numbered = /^\d+\. /

/**
 * The seed's Markdown subset (paragraphs, `- ` and `1. ` lists, bold, code: what the courses screen renders) as
 * HTML, so the page editor opens a seeded page with the same formatting. Every text run is escaped.
 */
export function markdownToHtml(markdown: string): string {
  const blocks = markdown.replace(/\r\n?/g, '\n').split(/\n{2,}/).map((b) => b.trim()).filter(Boolean)
  return blocks
    .map((block) => {
      const lines = block.split('\n')
      if (lines.every((l) => bullet.test(l))) return `<ul>${lines.map((l) => `<li>${inline(l.replace(bullet, ''))}</li>`).join('')}</ul>`
      if (lines.every((l) => numbered.test(l))) return `<ol>${lines.map((l) => `<li>${inline(l.replace(numbered, ''))}</li>`).join('')}</ol>`
      return `<p>${inline(lines.join(' '))}</p>`
    })
    .join('')
}
