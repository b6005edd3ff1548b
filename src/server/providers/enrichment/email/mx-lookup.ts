import { promises as dns } from 'node:dns'

/** The two DNS questions the MX check asks; tests inject their own answers. */
export type MailResolver = {
  resolveMx(domain: string): Promise<{ exchange: string; priority: number }[]>
  resolve4(domain: string): Promise<string[]>
}

export const systemResolver: MailResolver = { resolveMx: (d) => dns.resolveMx(d), resolve4: (d) => dns.resolve4(d) }

/** 'accepts': the domain has a mail server; 'no-mail': it cannot receive mail; 'unknown': DNS did not answer (try later). */
export type MailDomainAnswer = 'accepts' | 'no-mail' | 'unknown'

const CACHE_MS = 10 * 60_000
const CACHE_SIZE = 5_000
const missing = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME'])

/**
 * Whether a domain receives mail: an MX record that is not the null MX of RFC 7505 ("." or empty), or, with no MX
 * at all, an A record (the implicit MX of RFC 5321 5.1). A domain that does not exist cannot receive mail; a DNS
 * timeout or server failure is 'unknown'. Answers are cached a few minutes per domain (a list of leads at one company
 * asks once).
 */
export function mailDomainChecker(resolver: MailResolver = systemResolver, now: () => number = Date.now) {
  const cache = new Map<string, { answer: MailDomainAnswer; until: number }>()
  const code = (err: unknown) => (err as { code?: string }).code ?? ''
  async function lookup(domain: string): Promise<MailDomainAnswer> {
    try {
      const records = await resolver.resolveMx(domain)
      const usable = records.filter((r) => r.exchange !== '' && r.exchange !== '.')
      if (usable.length) return 'accepts'
      // Only a null MX left: the domain says it takes no mail. No records at all: fall back to the A record.
      if (records.length) return 'no-mail'
    } catch (err) {
      if (!missing.has(code(err))) return 'unknown'
      if (code(err) === 'ENOTFOUND' || code(err) === 'NXDOMAIN') return 'no-mail'
    }
    try {
      return (await resolver.resolve4(domain)).length ? 'accepts' : 'no-mail'
    } catch (err) {
      return missing.has(code(err)) ? 'no-mail' : 'unknown'
    }
  }
  return async function mailDomain(domain: string): Promise<MailDomainAnswer> {
    const key = domain.toLowerCase()
    const hit = cache.get(key)
    if (hit && hit.until > now()) return hit.answer
    const answer = await lookup(key)
    if (answer !== 'unknown') {
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!)
      cache.set(key, { answer, until: now() + CACHE_MS })
    }
    return answer
  }
}
export type MailDomainCheck = ReturnType<typeof mailDomainChecker>
