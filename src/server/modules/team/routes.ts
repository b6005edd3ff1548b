import { Hono } from 'hono'
import { say } from '../../../shared/english-message'
import { acceptInvitationBody, teamAccessBody, teamInviteBody } from '../../../shared/team/schemas'
import type { AppDeps, AppEnv } from '../../app-deps'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { readBody } from '../../http/read-body'
import { bearerToken } from '../../http/require-user'
import { pathId } from '../../http/route-params'
import { userForToken } from '../auth/sessions'
import { acceptInvitation, inviteMember, resendInvitation } from './invitations'
import { listTeam, removeMember, updateAccess } from './team-members'

/** Team members of the acting account and accepting an invitation (docs/api.md, "Team members"). */
export function teamRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  // The invitation link points at the client this request came from (the API and the client share an origin).
  const origin = (url: string) => new URL(url).origin

  app.get('/team/members', allow.signedIn, async (c) => c.json(await listTeam(deps.db, c.var.account, deps.now())))

  app.post('/team/members', allow.signedIn, reads({ body: teamInviteBody }), async (c) => {
    const body = await readBody(c, teamInviteBody)
    return c.json(await inviteMember(deps, c.var.account, c.var.user, body, origin(c.req.url)), 201)
  })

  app.put('/team/members/:id', allow.signedIn, reads({ body: teamAccessBody }), async (c) => {
    const id = pathId(c)
    const { modules } = await readBody(c, teamAccessBody)
    const member = await updateAccess(deps.db, c.var.account, id, modules, deps.now())
    return c.json({ message: say('team.updated', { email: member.email }), member })
  })

  app.delete('/team/members/:id', allow.signedIn, async (c) => {
    const removed = await removeMember(deps.db, c.var.account, pathId(c), deps.now())
    return c.json({ message: say('team.removed', { email: removed.email }) })
  })

  app.post('/team/members/:id/resend', allow.signedIn, async (c) => c.json(await resendInvitation(deps, c.var.account, c.var.user, pathId(c), origin(c.req.url))))

  // Public: a new person has no session yet. A bearer token, when sent, names the existing login that joins.
  app.post('/team/invitations/accept', allow.anyone, reads({ body: acceptInvitationBody }), async (c) => {
    const body = await readBody(c, acceptInvitationBody)
    const token = bearerToken(c.req.header('authorization'))
    const session = token ? await userForToken(deps.db, token, deps.now()) : null
    return c.json(await acceptInvitation(deps, body, session?.user ?? null))
  })

  return app
}
