/** "https://www.Acme.io/about" -> "acme.io": the domain a single-domain search is about. */
export function bareDomain(input: string): string {
  return input.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/[/?#].*$/, '').replace(/^www\./, '')
}
