import { createElement, type ReactNode } from 'react'

/** The elements a page edited in the back office may hold (the server's sanitiser keeps no others). */
const allowed = new Set(['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'blockquote'])
const safeHref = (href: string | null) => (href && /^(https?:|mailto:)/i.test(href.trim()) ? href : undefined)

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const element = node as Element
  const tag = element.tagName.toLowerCase()
  const children = Array.from(element.childNodes, toReact)
  // An element outside the list keeps only its text: the server removed it already, this is a second guard.
  if (!allowed.has(tag)) return children
  const props = tag === 'a' ? { key, href: safeHref(element.getAttribute('href')), target: '_blank', rel: 'noopener noreferrer' } : { key }
  return createElement(tag, props, ...(tag === 'br' ? [] : children))
}

/**
 * A course page's HTML (sanitised by the server) as React elements, element by element from an allowlist, never
 * through innerHTML: no attribute but a link's http(s) or mailto target reaches the document.
 */
export function CourseHtml({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return <>{Array.from(doc.body.childNodes, toReact)}</>
}
