/**
 * Custom domains' settings. WL_DNS_SERVERS (addresses with optional ports, comma separated): the resolvers the
 * verification asks instead of the system's (tests point it at a local fake). WL_CNAME_TARGET: the host a reseller's
 * domain may CNAME to instead of holding the TXT record (the platform's own host behind the TLS proxy); unset, only
 * the TXT record proves a domain.
 */
export type CustomDomainsConfig = { dnsServers: string[] | null; cnameTarget: string | null }

export function readCustomDomainsConfig(env: NodeJS.ProcessEnv): CustomDomainsConfig {
  const servers = (env.WL_DNS_SERVERS ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  const target = env.WL_CNAME_TARGET?.trim().toLowerCase().replace(/\.$/, '')
  return { dnsServers: servers.length ? servers : null, cnameTarget: target || null }
}
