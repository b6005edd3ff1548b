import { useSearch } from 'wouter'

/** A query-string value of the current location ('' when absent): the e-mail handed between auth screens. */
export function useQueryParam(name: string): string {
  return new URLSearchParams(useSearch()).get(name) ?? ''
}

/** Path with a query string built from the non-empty values. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v))
  const s = q.toString()
  return s ? `${path}?${s}` : path
}
