import { FetchError, ofetch } from 'ofetch'
import toast from 'react-hot-toast'
import type { ApiError } from '../shared/types'
import { getToken } from './token'

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message
    if (typeof m === 'string' && m.trim() !== '') return m
  }
  return null
}

const unauthenticatedListeners = new Set<() => void>()

let toastText: (message: string) => string = (message) => message

/**
 * How a server message is worded in its toast: the client sets the current language's catalogue at start (the server
 * speaks the English of SPEC.md section 5; this layer knows no language). The caller still gets the message as sent.
 */
export function setToastTranslator(translate: (message: string) => string): void {
  toastText = translate
}

/** Called when a request that carried a token is answered 401 (the token expired or was revoked). */
export function onUnauthenticated(listener: () => void): () => void {
  unauthenticatedListeners.add(listener)
  return () => unauthenticatedListeners.delete(listener)
}

/**
 * The one HTTP client (DESIGN.md section 3): JSON, bearer token from the stored access token, and a toast for any
 * response whose body carries a `message`. Errors still reach the caller; no automatic retries, so a failure is
 * reported (and toasted) exactly once.
 */
export const http = ofetch.create({
  headers: { Accept: 'application/json' },
  retry: 0,
  onRequest({ options }) {
    const token = getToken()
    if (token) options.headers.set('Authorization', `Bearer ${token}`)
  },
  onResponse({ response, options }) {
    if (response.status === 401 && new Headers(options.headers).has('Authorization')) {
      for (const listener of unauthenticatedListeners) listener()
    }
    const message = messageOf(response._data)
    if (!message) return
    if (response.ok) toast(toastText(message))
    else toast.error(toastText(message))
  },
})

/** The body of a failed call when the server sent one (`{ message, errors }`), else null. */
export function apiErrorOf(error: unknown): (ApiError & { status: number; code?: string; retry_after?: number }) | null {
  if (!(error instanceof FetchError)) return null
  const data: unknown = error.data
  const status = error.status ?? error.response?.status ?? 0
  if (data && typeof data === 'object') return { message: messageOf(data) ?? '', ...(data as object), status } as ApiError & { status: number }
  return { message: '', status }
}
