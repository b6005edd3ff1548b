import { defineServerModule } from '../../../server-module'
import { linkRoutes } from './routes'

/** The reseller's resource links: setup, support, community, courses, Q&A call, snapshot store, roadmap. */
export const whitelabelLinksModule = defineServerModule({ id: 'whitelabel-links', routes: [{ mount: '/api', routes: linkRoutes }] })
