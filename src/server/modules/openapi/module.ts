import { defineServerModule } from '../../server-module'
import { openApiRoutes } from './routes'

/** The OpenAPI 3.1 document of the API, generated from the route table and the shared schemas. */
export const openApiModule = defineServerModule({
  id: 'openapi',
  routes: [{ mount: '/api', routes: openApiRoutes }],
})
