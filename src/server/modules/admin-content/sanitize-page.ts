import sanitizeHtml from 'sanitize-html'

/**
 * What a course page may hold: the editor's formatting (headings, bold, italic, lists, links, code, quotes) and
 * nothing else. Scripts, styles, event attributes and any URL that is not http(s) or mailto are removed, so a stored
 * page can be shown as HTML to every user (docs/decisions.md, "Course pages: sanitised HTML").
 */
const pageHtml: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
}

/** A page body as it may be stored: the allowed markup of `html`, trimmed. */
export function sanitizePage(html: string): string {
  return sanitizeHtml(html, pageHtml).trim()
}
