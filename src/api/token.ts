/** The stored access token; the only place that knows its storage key. */
const KEY = 'access_token'

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function getToken(): string | null {
  return storage()?.getItem(KEY) ?? null
}

export function setToken(token: string): void {
  storage()?.setItem(KEY, token)
}

export function clearToken(): void {
  storage()?.removeItem(KEY)
}
