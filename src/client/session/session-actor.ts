import { createActor } from 'xstate'
import { navigate } from 'wouter/use-browser-location'
import { sessionImplementations, sessionMachine } from '../../../machines/session.machine'
import { logout, login } from '../../api/auth'
import { listTypes, me, topics } from '../../api/account'
import { clearToken, getToken, setToken } from '../../api/token'
import { removeChatWidget, removeInjectedScripts } from '../branding'

/** The app's real side effects for the session machine; tests pass their own. */
export const sessionDeps = {
  api: { login, me, listTypes, topics, logout },
  storage: { setToken, clearToken },
  dom: { removeChatWidget, removeInjectedScripts },
  navigate: (path: string) => navigate(path),
}

export type SessionDeps = typeof sessionDeps

export function createSessionActor(deps: SessionDeps = sessionDeps, token: string | null = getToken()) {
  return createActor(sessionMachine.provide(sessionImplementations(deps)), { input: { token } })
}

export type SessionActor = ReturnType<typeof createSessionActor>
