import { defineServerModule } from '../../../server-module'
import type { BrandDeps, BrandOwnDeps } from './brand-deps'
import { createDomainResolver } from './dns-check'
import { domainRoutes } from './domain-routes'
import { BRAND_IMAGE_PATHS, brandRoutes } from './routes'

/** A reseller's brand: its business account (look, images, script) and custom domains (docs/api.md, "White-label: brand"). */
export const whitelabelBrandModule = defineServerModule<BrandDeps, BrandOwnDeps>({
  id: 'whitelabel-brand',
  deps: (shared) => ({
    dnsResolver: createDomainResolver(shared.config.customDomains.dnsServers),
    platformHosts: shared.config.customDomains.cnameTarget ? [shared.config.customDomains.cnameTarget] : [],
  }),
  routes: [
    { mount: '/api', routes: brandRoutes },
    { mount: '/api', routes: domainRoutes },
  ],
  ownBodies: BRAND_IMAGE_PATHS.map((path) => ({ path, kind: 'multipart' as const })),
})
