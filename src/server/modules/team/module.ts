import { defineServerModule } from '../../server-module'
import { teamRoutes } from './routes'

/** Team members: invitations by e-mail with chosen access, editing and removing members, accepting an invitation. */
export const teamModule = defineServerModule({
  id: 'team',
  routes: [{ mount: '/api', routes: teamRoutes }],
})
