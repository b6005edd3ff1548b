import { createActor } from 'xstate'
import { navigate } from 'wouter/use-browser-location'
import { sessionImplementations, sessionMachine } from '../../../machines/session.machine'
import { logout, login } from '../../api/auth'
import { listTypes, me, topics } from '../../api/account'
import { clearToken, getToken, setToken } from '../../api/token'
import { removeChatWidget, removeInjectedScripts } from '../branding'
import { notifyFailure, notifyMessage } from '../ui/notify'

/** The session's calls, each failure shown once by its code (the machine goes on with its own fallbacks). */
function shown<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) =>
    call(...args).catch((error: unknown) => {
      notifyFailure(error)
      throw error
    })
}

const loggedOut = async () => {
  const answer = await logout()
  notifyMessage({ code: 'auth.logged_out' })
  return answer
}

/** The app's real side effects for the session machine; tests pass their own. */
export const sessionDeps = {
  api: { login: shown(login), me: shown(me), listTypes: shown(listTypes), topics: shown(topics), logout: shown(loggedOut) },
  storage: { setToken, clearToken },
  dom: { removeChatWidget, removeInjectedScripts },
  navigate: (path: string) => navigate(path),
}

export type SessionDeps = typeof sessionDeps

export function createSessionActor(deps: SessionDeps = sessionDeps, token: string | null = getToken()) {
  return createActor(sessionMachine.provide(sessionImplementations(deps)), { input: { token } })
}

export type SessionActor = ReturnType<typeof createSessionActor>
