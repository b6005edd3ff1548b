import { defineServerModule } from '../../server-module'
import { listRoutes } from './routes'

/** Saved lists (the API's campaigns): create, rename, archive, delete, tags, webhook, search history, list types. */
export const listsModule = defineServerModule({
  id: 'lists',
  routes: [{ mount: '/api', routes: listRoutes }],
})
