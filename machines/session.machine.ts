import { assign, fromPromise, setup } from 'xstate'
import type { ListType, LoginResponse, Topic, User } from '../src/shared/types'

export type SessionContext = {
  token: string | null
  user: User | null
  listTypes: ListType[]
  topics: Topic[]
  error: string | null
}
export type SessionInput = { token: string | null }
export type SessionEvent =
  | { type: 'LOGIN'; email: string; password: string }
  /** A flow that already holds a token (social sign-in, e-mail confirmation) hands it over. */
  | { type: 'AUTHENTICATED'; token: string; user: User }
  | { type: 'LOGOUT' }
  | { type: 'USER_UPDATED'; user: User }
  /** Another session's token replaces this one (an admin logging in as a user, and back): the user is read again. */
  | { type: 'SWITCHED'; token: string }
export type SessionData = { listTypes: ListType[]; topics: Topic[] }

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`session actor "${name}" was not provided`))
}

export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const data = (error as { data?: { message?: unknown } }).data
    if (typeof data?.message === 'string') return data.message
    if (error instanceof Error) return error.message
  }
  return String(error)
}

const signedOut = { token: null, user: null, listTypes: [], topics: [] } satisfies Partial<SessionContext>

/**
 * The session: restored from a stored token, or signed in, then its list types and topics loaded. Pure: every side
 * effect is an actor or an action given with .provide() (see sessionImplementations); the defaults reject or do
 * nothing.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; input: SessionInput; events: SessionEvent },
  actors: {
    login: fromPromise<LoginResponse, { email: string; password: string }>(notProvided('login')),
    fetchMe: fromPromise<User, { token: string }>(notProvided('fetchMe')),
    loadSessionData: fromPromise<SessionData, { token: string }>(notProvided('loadSessionData')),
    logout: fromPromise<unknown, { token: string | null }>(notProvided('logout')),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    removeChatWidget: () => {},
    removeInjectedScripts: () => {},
    goToLogin: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
  },
}).createMachine({
  id: 'session',
  initial: 'checking',
  context: ({ input }) => ({ token: input.token, user: null, listTypes: [], topics: [], error: null }),
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'restoring' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        LOGIN: { target: 'loggingIn' },
        AUTHENTICATED: {
          target: 'loadingData',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            assign({ token: ({ event }) => event.token, user: ({ event }) => event.user, error: null }),
          ],
        },
      },
    },
    loggingIn: {
      entry: assign({ error: null }),
      invoke: {
        src: 'login',
        input: ({ event }) => {
          const { email, password } = event as Extract<SessionEvent, { type: 'LOGIN' }>
          return { email, password }
        },
        onDone: {
          target: 'loadingData',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.authorisation.token }) },
            assign({ token: ({ event }) => event.output.authorisation.token, user: ({ event }) => event.output.user }),
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: [assign({ ...signedOut, error: ({ event }) => errorMessage(event.error) }), 'clearToken'],
        },
      },
    },
    restoring: {
      invoke: {
        src: 'fetchMe',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'loadingData', actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: 'loggedOut',
          actions: [assign({ ...signedOut, error: ({ event }) => errorMessage(event.error) }), 'clearToken'],
        },
      },
    },
    loadingData: {
      invoke: {
        src: 'loadSessionData',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'loggedIn',
          actions: assign({ listTypes: ({ event }) => event.output.listTypes, topics: ({ event }) => event.output.topics }),
        },
        // The console still works without list types and topics; pages that need them load them again.
        onError: { target: 'loggedIn', actions: assign({ listTypes: [], topics: [] }) },
      },
      on: { USER_UPDATED: { actions: assign({ user: ({ event }) => event.user }) } },
    },
    loggedIn: {
      on: {
        LOGOUT: { target: 'loggingOut' },
        USER_UPDATED: { actions: assign({ user: ({ event }) => event.user }) },
        SWITCHED: {
          target: 'restoring',
          actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.token }) }, assign({ token: ({ event }) => event.token })],
        },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        // The same order on success and on failure: the user is cleared last, after the move to login.
        onDone: {
          target: 'loggedOut',
          actions: ['removeChatWidget', 'removeInjectedScripts', 'clearToken', 'goToLogin', assign({ ...signedOut, error: null })],
        },
        onError: {
          target: 'loggedOut',
          actions: ['removeChatWidget', 'removeInjectedScripts', 'clearToken', 'goToLogin', assign({ ...signedOut, error: null })],
        },
      },
    },
  },
})

export type SessionDeps = {
  api: {
    login(body: { email: string; password: string }): Promise<LoginResponse>
    me(): Promise<User>
    listTypes(): Promise<ListType[]>
    topics(): Promise<Topic[]>
    logout(): Promise<unknown>
  }
  storage: { setToken(token: string): void; clearToken(): void }
  dom: { removeChatWidget(): void; removeInjectedScripts(): void }
  navigate(to: string): void
}

/** The app's implementations, built from injected dependencies: `sessionMachine.provide(sessionImplementations(deps))`. */
export function sessionImplementations(deps: SessionDeps) {
  return {
    actors: {
      login: fromPromise<LoginResponse, { email: string; password: string }>(({ input }) => deps.api.login(input)),
      fetchMe: fromPromise<User, { token: string }>(() => deps.api.me()),
      loadSessionData: fromPromise<SessionData, { token: string }>(async () => {
        const [listTypes, topics] = await Promise.all([deps.api.listTypes(), deps.api.topics()])
        return { listTypes, topics }
      }),
      logout: fromPromise<unknown, { token: string | null }>(() => deps.api.logout()),
    },
    actions: {
      storeToken: (_: unknown, params: { token: string }) => deps.storage.setToken(params.token),
      clearToken: () => deps.storage.clearToken(),
      removeChatWidget: () => deps.dom.removeChatWidget(),
      removeInjectedScripts: () => deps.dom.removeInjectedScripts(),
      goToLogin: () => deps.navigate('/login'),
    },
  }
}
