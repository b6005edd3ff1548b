/** What a search looked for, in the words the user gave: "dentist · Fresno, CA, US", "CTO, CEO · Acme". */
export function describeSearch(params: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(', ') : '')
  const location = (params.location ?? {}) as Record<string, unknown>
  const place = [location.city, location.state, location.country].map(text).filter(Boolean).join(', ')
  const what = ['category', 'keywords', 'titles', 'company', 'industry', 'domain', 'topics', 'platform'].map((key) => text(params[key])).filter(Boolean)
  return [...what, place].filter(Boolean).join(' · ')
}
