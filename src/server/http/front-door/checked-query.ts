import type { Context } from 'hono'
import { badCharacterIn } from './text-check'
import { frontDoorRefusal } from './refusal'

function decode(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/**
 * Every name and value of the query string, decoded as the routes will read them: a NUL, a lone surrogate, or
 * percent-escapes that are not UTF-8 (which Hono would hand over undecoded) is a 422 naming the parameter.
 */
export function checkQuery(c: Context): void {
  const url = c.req.url
  const start = url.indexOf('?')
  if (start < 0) return
  const end = url.indexOf('#', start)
  for (const pair of url.slice(start + 1, end < 0 ? undefined : end).split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const rawName = eq < 0 ? pair : pair.slice(0, eq)
    const name = decode(rawName)
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1))
    const field = name && !badCharacterIn(name) ? name : rawName
    if (name === null || value === null) throw frontDoorRefusal('text_not_unicode', field)
    const code = badCharacterIn(name) ?? badCharacterIn(value)
    if (code) throw frontDoorRefusal(code, field)
  }
}
