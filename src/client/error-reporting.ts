import { logAppError } from '../api/account'

/** Errors already sent, by message and first stack frame: each distinct error is reported once per page load. */
const reported = new Set<string>()
/** A hard ceiling so a render loop that throws fresh messages cannot flood the endpoint. */
const MAX_REPORTS = 20

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? null }
  if (typeof error === 'string') return { message: error, stack: null }
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: null }
  } catch {
    return { message: String(error), stack: null }
  }
}

/** Sends an uncaught error to /api/log-app-error. Never throws, never toasts, never reports its own failure. */
export function reportAppError(error: unknown, info: string | null = null): void {
  const { message, stack } = describe(error)
  const key = `${message}\n${stack?.split('\n').slice(0, 2).join('\n') ?? ''}`
  if (reported.has(key) || reported.size >= MAX_REPORTS) return
  reported.add(key)
  logAppError({ message: message.slice(0, 2000) || 'Unknown error', stack: stack?.slice(0, 8000) ?? null, info: info?.slice(0, 8000) ?? null }).catch(
    () => undefined,
  )
}

/** Window-level listeners for errors outside React; returns a function that removes them. */
export function installErrorReporting(target: Window = window): () => void {
  const onError = (e: ErrorEvent) => reportAppError(e.error ?? e.message, e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : null)
  const onRejection = (e: PromiseRejectionEvent) => reportAppError(e.reason, 'unhandledrejection')
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}

/** For tests: forget what was reported. */
export function resetReportedErrors(): void {
  reported.clear()
}
