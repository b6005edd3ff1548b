import { Resolver } from 'node:dns/promises'
import { verificationRecordName, verificationRecordValue } from '../../../../shared/whitelabel/brand'

/** The two lookups a domain's proof needs; node's resolver in production, a local fake DNS server's in tests. */
export type DomainResolver = {
  txt(name: string): Promise<string[]>
  cname(name: string): Promise<string[]>
}

/** Codes of a name that does not exist or holds no record of the kind: a missing proof, not a failure. */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'ENOTIMP', 'EREFUSED', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED', 'EBADRESP'])

async function orNone<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup
  } catch (err) {
    if (ABSENT.has((err as { code?: string }).code ?? '')) return []
    throw err
  }
}

/** Node's resolver, on `servers` when given (one try, a short timeout: the reseller waits on the answer). */
export function createDomainResolver(servers: string[] | null): DomainResolver {
  const resolver = new Resolver({ timeout: 2_000, tries: 1 })
  if (servers) resolver.setServers(servers)
  return {
    // A TXT record may be split into strings of 255 characters: joined, they are the value.
    txt: async (name) => (await orNone(resolver.resolveTxt(name))).map((chunks) => chunks.join('')),
    cname: (name) => orNone(resolver.resolveCname(name)),
  }
}

const bare = (host: string) => host.trim().toLowerCase().replace(/\.$/, '')

/** How the domain proves it is the reseller's: the TXT record holding its token, else a CNAME to the target; null: neither. */
export async function proveDomain(resolver: DomainResolver, domain: string, token: string, cnameTarget: string | null): Promise<'txt' | 'cname' | null> {
  const txt = await resolver.txt(verificationRecordName(domain))
  if (txt.some((value) => value.trim() === verificationRecordValue(token))) return 'txt'
  if (cnameTarget && (await resolver.cname(domain)).some((name) => bare(name) === cnameTarget)) return 'cname'
  return null
}
