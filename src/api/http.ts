import { FetchError, ofetch, type FetchOptions } from 'ofetch'
import { ApiFailure, failureOf } from '../shared/api-failure'
import { getToken } from './token'

const unauthenticatedListeners = new Set<() => void>()

/** Called when a request that carried a token is answered 401 (the token expired or was revoked). */
export function onUnauthenticated(listener: () => void): () => void {
  unauthenticatedListeners.add(listener)
  return () => unauthenticatedListeners.delete(listener)
}

const client = ofetch.create({
  headers: { Accept: 'application/json' },
  // No automatic retries: a failure reaches its caller once, and is shown once.
  retry: 0,
  onRequest({ options }) {
    const token = getToken()
    if (token) options.headers.set('Authorization', `Bearer ${token}`)
  },
  onResponse({ response, options }) {
    if (response.status === 401 && new Headers(options.headers).has('Authorization')) {
      for (const listener of unauthenticatedListeners) listener()
    }
  },
})

/** Any failure of a call as the one error value callers handle (an answer's code, or `error.network`). */
function asFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error
  if (error instanceof FetchError && error.response) return failureOf(error.response.status, error.data)
  return failureOf(0, null)
}

/**
 * The one HTTP client: JSON, the bearer token from the stored access token. It shows nothing:
 * a failed call rejects with an ApiFailure `{ status, code, params, message, fields }`, and the command or page that
 * made the call decides what the user sees (commands/registry.ts toasts a failed command's error by its code).
 */
export async function http<T>(request: string, options?: FetchOptions<'json'>): Promise<T> {
  try {
    return await client<T>(request, options)
  } catch (error) {
    throw asFailure(error)
  }
}

/** The raw response (headers, a blob body), failing like `http`. */
http.raw = async <T, R extends 'json' | 'blob' = 'json'>(request: string, options?: FetchOptions<R>) => {
  try {
    return await client.raw<T, R>(request, options)
  } catch (error) {
    throw asFailure(error)
  }
}
