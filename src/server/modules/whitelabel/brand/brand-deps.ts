import type { AppDeps } from '../../../app-deps'
import type { DomainResolver } from './dns-check'

/** What the brand module adds: the DNS lookups of domain verification, and the hosts no reseller may claim. */
export type BrandOwnDeps = { dnsResolver: DomainResolver; platformHosts: readonly string[] }
export type BrandDeps = AppDeps & BrandOwnDeps
