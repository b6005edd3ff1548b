import { parse, type HTMLElement } from 'node-html-parser'

/** Text a training page keeps; the rest is dropped and the page marked truncated. */
export const PAGE_TEXT_MAX_CHARS = 100_000

export type TrainingPageText = { title: string; text: string; links: string[]; truncated: boolean }

/** Parts of a page that repeat on every page or are not prose: menus, footers, forms, pictures, hidden bits. */
const BOILERPLATE = 'nav, footer, aside, form, svg, canvas, iframe, template, button, select, [hidden], [aria-hidden="true"], [role="navigation"], [role="contentinfo"], .cookie, #cookie-banner'

const clean = (s: string) => s.replace(/[\t\u00a0 ]+/g, ' ').trim()

function titleOf(root: HTMLElement, pageUrl: string): string {
  const candidates = [
    root.querySelector('title')?.text,
    root.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    root.querySelector('h1')?.text,
  ]
  const found = candidates.map((c) => clean(c ?? '')).find((c) => c !== '')
  return (found ?? new URL(pageUrl).pathname).slice(0, 300)
}

function linksOf(root: HTMLElement, pageUrl: string): string[] {
  const links: string[] = []
  for (const a of root.querySelectorAll('a[href]')) {
    try {
      const url = new URL(a.getAttribute('href')!.trim(), pageUrl)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
      url.hash = ''
      links.push(url.href)
    } catch {
      // an href that is not a URL is not a link to follow
    }
  }
  return links
}

/**
 * The readable text of an HTML page for training: the main content (`main`, else `article`, else `body`) without
 * scripts, styles, menus, footers and forms, one block per line, with the meta description first when the page has
 * one. Links are read from the whole page, menus included, so the crawl still finds every page.
 */
export function readTrainingPage(html: string, pageUrl: string): TrainingPageText {
  const root = parse(html, { blockTextElements: { script: false, style: false, noscript: false } })
  const links = linksOf(root, pageUrl)
  const title = titleOf(root, pageUrl)
  const description = clean(root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '')
  const content = root.querySelector('main') ?? root.querySelector('article') ?? root.querySelector('body') ?? root
  for (const el of content.querySelectorAll(BOILERPLATE)) el.remove()
  const lines: string[] = []
  if (description) lines.push(description)
  for (const raw of content.structuredText.split('\n')) {
    const line = clean(raw)
    if (line && line !== lines[lines.length - 1]) lines.push(line)
  }
  let text = lines.join('\n')
  const truncated = text.length > PAGE_TEXT_MAX_CHARS
  if (truncated) text = text.slice(0, PAGE_TEXT_MAX_CHARS)
  return { title, text, links, truncated }
}
