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

/**
 * Whitespace `collapse` would change: two in a row, at either end, or any but a plain space. Most lines have none, and
 * this test costs a quarter of the replace it saves (the replace was a third of the crawler's work per page).
 */
const UNCOLLAPSED = /\s\s|^\s|\s$|[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/
/** Runs of whitespace (\s covers the no-break space) to one space, trimmed. */
const collapse = (s: string) => (UNCOLLAPSED.test(s) ? s.replace(/\s+/g, ' ').trim() : s)

type Open = { name: string; skip: boolean; main: boolean }

/**
 * The readable text of an HTML page for training, read in one streaming pass (htmlparser2: a DOM parser cost five to
 * ten times as much per page and was the crawl's bottleneck): the main content (`main`, else the body) without
 * scripts, styles, menus, footers, forms and hidden parts, one block per line, with the meta description first when
 * the page has one. Links are read from the whole page, menus included, so the crawl still finds every page.
 */
export function readTrainingPage(html: string, pageUrl: string): TrainingPageText {
  const links: string[] = []
  const stack: Open[] = []
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
        }
        if (name === 'meta') {
          const content = attrs.content ?? ''
          if (attrs.name?.toLowerCase() === 'description') description = collapse(content)
          if (attrs.property?.toLowerCase() === 'og:title') ogTitle = collapse(content)
        }
        if (name === 'title') inTitle = true
        if (name === 'h1' && !h1) inH1 = true
        const hidden = 'hidden' in attrs || attrs['aria-hidden'] === 'true' || HIDDEN_ROLES.has(attrs.role ?? '')
        const skip = SKIPPED.has(name) || hidden
        if (BLOCKS.has(name)) flush()
        // The first <main> is the main content (a page of several <article>s keeps them all: it reads the body).
        const isMain = name === 'main' && skipping === 0 && !hasMain
        if (isMain) hasMain = true
        if (isMain || mainDepth > 0) mainDepth++
        if (skip) skipping++
        stack.push({ name, skip, main: isMain || mainDepth > 0 })
      },
      ontext(text) {
        if (inTitle) title += text
        if (inH1) h1 += text
        if (skipping === 0) line += text
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false
        if (name === 'h1') inH1 = false
        // Pop to the matching element: unclosed tags in between end with it (as browsers do).
        let index = stack.length - 1
        while (index >= 0 && stack[index].name !== name) index--
        if (index < 0) return
        if (BLOCKS.has(name)) flush()
        while (stack.length > index) {
          const open = stack.pop()!
          if (open.skip) skipping--
          if (open.main) mainDepth--
        }
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
