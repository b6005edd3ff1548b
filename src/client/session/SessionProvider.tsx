import { createContext, useEffect, type ReactNode } from 'react'
import type { SessionActor } from './sessionActor'

export const SessionContext = createContext<SessionActor | null>(null)

/** Provides the app's one session actor and starts it; the actor outlives re-renders. */
export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  useEffect(() => {
    actor.start()
  }, [actor])
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>
}
