import type { HttpMessageKey } from '../../../shared/http-messages'

/** NUL (PostgreSQL text cannot hold it) or a lone UTF-16 surrogate (not Unicode: it cannot be stored as UTF-8). */
const BAD_CHARACTER = /[\u0000\p{Cs}]/u

type BadText = { field: string; code: Extract<HttpMessageKey, 'text_has_nul' | 'text_not_unicode'> }

export function badCharacterIn(text: string): BadText['code'] | null {
  const found = BAD_CHARACTER.exec(text)
  if (!found) return null
  return found[0] === '\u0000' ? 'text_has_nul' : 'text_not_unicode'
}

/** A key as it can be named in an answer: the characters that make it unusable written as escapes. */
const printable = (key: string) => key.replace(/[\u0000\p{Cs}]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * The first string (value or object key) of a parsed JSON value that holds NUL or a lone surrogate, named by its path
 * the way validation failures name fields (`records.0.name`); `_` is the body itself. Walks with its own stack, so
 * the depth of the value costs no call stack.
 */
export function findBadText(value: unknown): BadText | null {
  const stack: [unknown, string][] = [[value, '']]
  while (stack.length) {
    const [v, path] = stack.pop()!
    if (typeof v === 'string') {
      const code = badCharacterIn(v)
      if (code) return { field: path || '_', code }
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : String(i)])
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]
        const keyPath = path ? `${path}.${printable(key)}` : printable(key)
        const code = badCharacterIn(key)
        if (code) return { field: keyPath, code }
        stack.push([child, keyPath])
      }
    }
  }
  return null
}
