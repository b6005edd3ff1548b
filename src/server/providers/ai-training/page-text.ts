import { scanHtml } from '../leads/website-crawl/html-scan'

/** Text a training page keeps; the rest is dropped and the page marked truncated. */
export const PAGE_TEXT_MAX_CHARS = 100_000

export type TrainingPageText = { title: string; text: string; links: string[]; truncated: boolean }

/** Elements whose content is not prose: code, media, menus, footers, forms. Their text is skipped (links still count). */
const SKIPPED = new Set(['head', 'script', 'style', 'noscript', 'template', 'svg', 'canvas', 'iframe', 'object', 'nav', 'footer', 'aside', 'form', 'button', 'select', 'textarea'])
/** Elements that start a new line of text. */
const BLOCKS = new Set([
  'address', 'article', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hr', 'li', 'main', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul', 'body', 'title',
])
const HIDDEN_ROLES = new Set(['navigation', 'contentinfo'])
/** The attributes the text depends on (links, the description, hidden parts). */
const READ_ATTRIBUTES = new Set(['href', 'content', 'name', 'property', 'hidden', 'aria-hidden', 'role'])

/** Whitespace but the plain space (\s covers the no-break space and the Unicode spaces). */
const OTHER_SPACE = /[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/
/**
 * Runs of whitespace to one space, trimmed. Most lines need no change, and telling so (a space at either end, two in a
 * row, any other whitespace) costs a fraction of the replace: the replace was a third of the crawler's work per page.
 */
const collapse = (s: string) =>
  s.charCodeAt(0) === 32 || s.charCodeAt(s.length - 1) === 32 || s.includes('  ') || OTHER_SPACE.test(s) ? s.replace(/\s+/g, ' ').trim() : s

/** What an open element is, as bits: one lookup per start tag, none at its end. */
const BLOCK = 1
const SKIP = 2
const MAIN = 4
const TITLE = 8
const H1 = 16
const KIND = new Map<string, number>([...BLOCKS].map((name) => [name, BLOCK]))
for (const name of SKIPPED) KIND.set(name, (KIND.get(name) ?? 0) | SKIP)
KIND.set('title', (KIND.get('title') ?? 0) | TITLE)
KIND.set('h1', (KIND.get('h1') ?? 0) | H1)

/** Whitespace only: a line with no text yet need not take it (collapse would trim it off). */
function blank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 32 || (c >= 9 && c <= 13) || c === 0xa0) continue
    if (c < 0x1680 || !/\s/.test(text[i])) return false
  }
  return true
}

/**
 * The readable text of an HTML page for training, read in one pass of the crawler's HTML scanner (a DOM parser cost
 * twenty times as much per page, htmlparser2's streaming parser three times): the main content (`main`, else the
 * body) without scripts, styles, menus, footers, forms and hidden parts, one block per line, with the meta description
 * first when the page has one. Links are read from the whole page, menus included, so the crawl still finds every page.
 */
export function readTrainingPage(html: string, pageUrl: string): TrainingPageText {
  const links: string[] = []
  // The open elements' bits, innermost last: the scanner ends elements innermost first, so an end is always the top.
  const open: number[] = []
  const body: string[] = []
  const main: string[] = []
  let skipping = 0
  let mainDepth = 0
  let hasMain = false
  let line = ''
  let title = ''
  let inTitle = false
  let ogTitle = ''
  let h1 = ''
  let inH1 = false
  let description = ''

  const flush = () => {
    if (line === '') return
    const text = collapse(line)
    line = ''
    if (!text) return
    if (body[body.length - 1] !== text) body.push(text)
    if (mainDepth > 0 && main[main.length - 1] !== text) main.push(text)
  }

  scanHtml(
    html,
    {
      onopentag(name, attrs) {
        let kind = KIND.get(name) ?? 0
        if (name === 'a' && attrs.href) {
          try {
            const url = new URL(attrs.href.trim(), pageUrl)
            if (url.protocol === 'http:' || url.protocol === 'https:') {
              url.hash = ''
              links.push(url.href)
            }
          } catch {
            // an href that is not a URL is not a link to follow
          }
        } else if (name === 'meta') {
          const content = attrs.content ?? ''
          if (attrs.name?.toLowerCase() === 'description') description = collapse(content)
          if (attrs.property?.toLowerCase() === 'og:title') ogTitle = collapse(content)
        }
        if (kind & TITLE) inTitle = true
        if (kind & H1 && !h1) inH1 = true
        if (attrs.hidden !== undefined || attrs['aria-hidden'] === 'true' || (attrs.role !== undefined && HIDDEN_ROLES.has(attrs.role))) kind |= SKIP
        if (kind & BLOCK) flush()
        // The first <main> is the main content (a page of several <article>s keeps them all: it reads the body).
        if (name === 'main' && skipping === 0 && !hasMain) {
          hasMain = true
          kind |= MAIN
        } else if (mainDepth > 0) kind |= MAIN
        if (kind & MAIN) mainDepth++
        if (kind & SKIP) skipping++
        open.push(kind)
      },
      ontext(text) {
        if (inTitle) title += text
        if (inH1) h1 += text
        if (skipping === 0 && (line !== '' || !blank(text))) line += text
      },
      onclosetag() {
        const kind = open.pop()!
        if (kind & TITLE) inTitle = false
        if (kind & H1) inH1 = false
        if (kind & BLOCK) flush()
        if (kind & SKIP) skipping--
        if (kind & MAIN) mainDepth--
      },
    },
    READ_ATTRIBUTES,
  )
  flush()

  const lines = hasMain && main.length > 0 ? main : body
  if (description && lines[0] !== description) lines.unshift(description)
  let text = lines.join('\n')
  const truncated = text.length > PAGE_TEXT_MAX_CHARS
  if (truncated) text = text.slice(0, PAGE_TEXT_MAX_CHARS)
  const pageTitle = [collapse(title), ogTitle, collapse(h1)].find((c) => c !== '') ?? new URL(pageUrl).pathname
  return { title: pageTitle.slice(0, 300), text, links, truncated }
}
