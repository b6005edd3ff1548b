/**
 * The demo provider's only source of chance: a seeded PRNG, so the same query always gives the same leads. Never
 * Math.random.
 */

/** A 32-bit FNV-1a hash of a string, mixed with an optional number (the lead index). */
export function hashSeed(text: string, salt = 0): number {
  let h = 0x811c9dc5 ^ salt
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= Math.imul(salt + 0x9e3779b9, 0x85ebca6b)
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d)
  h ^= h >>> 15
  return h >>> 0
}

export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** A float in [min, max). */
  float(min: number, max: number): number
  /** Log-uniform in [min, max): many small values, few big ones (followers, revenue). */
  logUniform(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[]
  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T
  digits(count: number): string
}

/** mulberry32: tiny, fast and good enough for fake data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    logUniform: (min, max) => Math.exp(Math.log(Math.max(min, 1e-9)) + next() * (Math.log(max) - Math.log(Math.max(min, 1e-9)))),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    sample(items, count) {
      const copy = items.slice()
      const n = Math.min(count, copy.length)
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i))
        ;[copy[i], copy[j]] = [copy[j], copy[i]]
      }
      return copy.slice(0, n)
    },
    weighted(items, weight) {
      const total = items.reduce((sum, item) => sum + weight(item), 0)
      let r = next() * total
      for (const item of items) {
        r -= weight(item)
        if (r < 0) return item
      }
      return items[items.length - 1]
    },
    digits(count) {
      let out = ''
      for (let i = 0; i < count; i++) out += String(Math.floor(next() * 10))
      return out
    },
  }
}

/** Lowercase, trimmed, keys sorted: two spellings of the same query give the same seed. */
export function normaliseQuery(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(normaliseQuery).sort().join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => k !== 'limit' && (value as Record<string, unknown>)[k] !== undefined && (value as Record<string, unknown>)[k] !== null)
      .sort()
      .map((k) => `${k}:${normaliseQuery((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  if (typeof value === 'string') return value.trim().toLowerCase().replace(/\s+/g, ' ')
  return String(value)
}
