import type { ReactNode } from 'react'

/** `**bold**` and `` `code` `` inside a line, as React nodes: the text is never read as HTML. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/g).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={i}>{part.slice(2, -2)}</strong>
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return <code key={i}>{part.slice(1, -1)}</code>
    return part
  })
}

const bullet = /^- /
const numbered = /^\d+\. /

/**
 * A course item's Markdown as React elements: paragraphs (blank-line separated), `- ` and `1. ` lists, bold and
 * code. Anything else stays plain text, so content from the database can never inject markup or script.
 */
export function CourseBody({ markdown }: { markdown: string }) {
  const blocks = markdown.replace(/\r\n?/g, '\n').split(/\n{2,}/).map((b) => b.trim()).filter(Boolean)
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split('\n')
        if (lines.every((l) => bullet.test(l))) return <ul key={i}>{lines.map((l, j) => <li key={j}>{inline(l.replace(bullet, ''))}</li>)}</ul>
        if (lines.every((l) => numbered.test(l))) return <ol key={i}>{lines.map((l, j) => <li key={j}>{inline(l.replace(numbered, ''))}</li>)}</ol>
        return <p key={i}>{inline(lines.join(' '))}</p>
      })}
    </>
  )
}
