/**
 * Whether JSON text nests deeper than `max` arrays and objects. It reads the text once, counting brackets outside
 * strings, with no recursion: it answers before JSON.parse runs, and a value that passes can be handed to code that
 * does recurse over it (superstruct prints a failing value with String(), which recurses once per level).
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c) i++ // a backslash: the next character is escaped, whatever it is
      else if (ch === 0x22) inString = false
    } else if (ch === 0x22) inString = true
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true
    } else if (ch === 0x5d || ch === 0x7d) depth--
  }
  return false
}

/** jsonNestsDeeperThan for a value already parsed (by a library that parsed it for its own reasons). */
export function valueNestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [v, depth] = stack.pop()!
    if (v === null || typeof v !== 'object') continue
    if (depth + 1 > max) return true
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1])
  }
  return false
}
