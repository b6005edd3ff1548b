import { QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import { useToasterStore } from 'react-hot-toast'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createQueryClient } from '../../src/client/app'
import { I18nProvider } from '../../src/client/i18n'
import { useCommandBase } from '../../src/client/shell/use-command-base'
import { CommandShell } from '../../src/client/ui/command-shell'
import { SessionProvider } from '../../src/client/session/session-provider'
import { createSessionActor, type SessionDeps } from '../../src/client/session/session-actor'
import type { Locale } from '../../src/shared/i18n'
import type { User } from '../../src/shared/types'

export const testUser: User = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  created_at: '2025-01-01T00:00:00Z',
  hash: 'h',
  role: 'user',
  modules: [{ id: 1, slug: 'leads' }],
  email_verified_at: '2025-01-01T00:00:00Z',
  terms_accepted_at: null,
  terms_version: 1,
  terms_required: false,
  language: null,
  license_time: null,
  last_reset: null,
  additional_query_count: 0,
  referral_partner: null,
  parent_id: null,
  is_child: false,
  has_google_api_key: false,
  is_partner: false,
  is_referral_partner: false,
  account: { id: 1, name: "Ada's account", role: 'user', access: 'owner', modules: [{ id: 1, slug: 'leads' }], parent_id: null, parent_name: null, is_child: false, status: 'active', plan: null, current: true },
}

/** Session dependencies that answer like the server would, without a network; `me` decides restore. */
export function fakeSessionDeps(overrides: Partial<SessionDeps['api']> = {}): SessionDeps {
  return {
    api: {
      login: async () => ({ authorisation: { token: 't', type: 'bearer' as const }, user: testUser }),
      me: async () => testUser,
      listTypes: async () => [],
      topics: async () => [],
      logout: async () => ({ message: 'Logged out' }),
      ...overrides,
    },
    storage: { setToken: () => undefined, clearToken: () => undefined },
    dom: { removeChatWidget: () => undefined, removeInjectedScripts: () => undefined },
    navigate: () => undefined,
  }
}

/** The command layer as a layout builds it, from the live session, route and language: what a page's buttons run. */
function LiveShell({ children }: { children: ReactNode }) {
  const base = useCommandBase()
  return <CommandShell base={base}>{children}</CommandShell>
}

/**
 * Renders `ui` inside the app's providers at `path`, with a session restored from `token` (null: signed out).
 * `shell` adds the command layer a layout gives its pages (a page whose buttons run commands needs it).
 */
export function renderAt(ui: ReactNode, options: { path?: string; token?: string | null; deps?: SessionDeps; locale?: Locale; shell?: boolean } = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true })
  const actor = createSessionActor(options.deps ?? fakeSessionDeps(), options.token ?? null)
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider initialLocale={options.locale ?? 'en'}>
        <SessionProvider actor={actor}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {options.shell ? <LiveShell>{ui}</LiveShell> : ui}
          </Router>
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>,
  )
  return { ...result, location, actor }
}

export type StubAnswer = { status?: number; body: unknown }

/** A fetch stand-in answering JSON; records each request with its headers. An answer may be held (a promise). */
export function stubFetch(respond: (url: string, init: RequestInit) => StubAnswer | Promise<StubAnswer>) {
  const calls: { url: string; method: string; headers: Headers; body: unknown }[] = []
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const headers = new Headers(init.headers)
    calls.push({ url, method: init.method ?? 'GET', headers, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body })
    const { status = 200, body } = await respond(url, init)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { fetchStub, calls }
}

/**
 * Answers the test hands out when it chooses, in the order they were asked for: `next()` as a stubFetch answer
 * holds a request in flight until `release(answer)`.
 */
export function heldAnswers() {
  const waiting: ((answer: StubAnswer) => void)[] = []
  return {
    next: () => new Promise<StubAnswer>((resolve) => waiting.push(resolve)),
    get waiting() {
      return waiting.length
    },
    release: (answer: StubAnswer) => act(async () => waiting.shift()?.(answer)),
  }
}

/** Shows the toast store as text, so a test reads what the real toaster would render. */
export function ToastList() {
  const { toasts } = useToasterStore()
  return (
    <ul aria-label="toasts">
      {toasts.filter((t) => t.visible).map((t) => (
        <li key={t.id} data-type={t.type}>
          {String(t.message)}
        </li>
      ))}
    </ul>
  )
}
export const shownToasts = () => [...document.querySelectorAll('[aria-label="toasts"] li')].map((li) => `${li.getAttribute('data-type')}:${li.textContent}`)

/** The text of what describes a field (its hint and its messages), as a screen reader announces it. */
export function describedBy(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}
