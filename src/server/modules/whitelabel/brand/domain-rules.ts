import { isIP } from 'node:net'
import { fieldError } from '../../../http/api-error'
import { normaliseDomain } from './tenant-host'

/** Names no reseller may claim: local and reserved ones never reach the public DNS. */
const RESERVED_SUFFIXES = ['localhost', 'local', 'internal', 'invalid', 'example', 'arpa', 'home', 'lan', 'onion']
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/**
 * The host a reseller typed (a domain or a URL), as the lower-case name it is stored under. Not a host name at all:
 * "Field must be a valid domain or URL."; one no reseller may use (an address, a single label, a reserved or local
 * name, the platform's own host or one under it): "This URL/domain cannot be used."
 */
export function usableDomain(input: string, platformHosts: readonly string[]): string {
  const host = normaliseDomain(input)
  if (!host) throw fieldError('domain', 'validation.domain_or_url')
  if (isIP(host) || host.startsWith('[')) throw fieldError('domain', 'validation.domain_unusable')
  const labels = host.split('.')
  if (!labels.every((label) => LABEL.test(label))) throw fieldError('domain', 'validation.domain_or_url')
  if (labels.length < 2 || /^\d+$/.test(labels[labels.length - 1])) throw fieldError('domain', 'validation.domain_unusable')
  if (RESERVED_SUFFIXES.includes(labels[labels.length - 1])) throw fieldError('domain', 'validation.domain_unusable')
  if (platformHosts.some((own) => host === own || host.endsWith(`.${own}`))) throw fieldError('domain', 'validation.domain_unusable')
  return host
}
