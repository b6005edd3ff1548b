import { useContext } from 'react'
import { useSelector } from '@xstate/react'
import { moduleSlugs, type ModuleSlug } from '../../shared/modules'
import type { User } from '../../shared/types'
import { SessionContext } from './session-provider'
import type { SessionActor } from './session-actor'

export type SessionStatus = 'checking' | 'loggedOut' | 'loggingIn' | 'restoring' | 'loadingData' | 'loggedIn' | 'loggingOut'

const pendingStates: readonly SessionStatus[] = ['checking', 'restoring', 'loadingData']
const EMPTY: readonly ModuleSlug[] = []

/** Permissions are the user's modules that have an id. */
export function modulesOf(user: User | null): readonly ModuleSlug[] {
  if (!user) return EMPTY
  return user.modules.filter((m) => m.id != null && (moduleSlugs as readonly string[]).includes(m.slug)).map((m) => m.slug)
}

function statusOf(value: unknown): SessionStatus {
  return (typeof value === 'string' ? value : Object.keys(value as object)[0]) as SessionStatus
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext)
  if (!actor) throw new Error('useSession needs a <SessionProvider>')
  return actor
}

export function useSession() {
  const actor = useSessionActor()
  const status = useSelector(actor, (s) => statusOf(s.value))
  const user = useSelector(actor, (s) => s.context.user as User | null)
  const error = useSelector(actor, (s) => s.context.error as unknown)
  const modules = useSelector(actor, (s) => modulesOf(s.context.user), (a, b) => a.join() === b.join())
  return {
    status,
    user,
    modules,
    error,
    signedIn: status === 'loggedIn',
    pending: pendingStates.includes(status),
    send: actor.send,
  }
}
