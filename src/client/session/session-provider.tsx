import { createContext, useEffect, type ReactNode } from 'react'
import { onUnauthenticated } from '../../api/http'
import type { SessionActor } from './session-actor'

export const SessionContext = createContext<SessionActor | null>(null)

/** Provides the app's one session actor and starts it; the actor outlives re-renders. */
export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  useEffect(() => {
    actor.start()
  }, [actor])
  // A token that stops working mid-session (expired, revoked, user disabled) ends the session like a logout.
  useEffect(
    () =>
      onUnauthenticated(() => {
        if (actor.getSnapshot().matches('loggedIn')) actor.send({ type: 'LOGOUT' })
      }),
    [actor],
  )
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>
}
