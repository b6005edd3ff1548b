import pino, { type DestinationStream, type Logger } from 'pino'

export type { Logger }
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * The server's structured log: one JSON line per event on stdout (or `destination`), at LOG_LEVEL. Nothing here
 * serialises a request, so no header, body or query string can reach it; errors are reduced by loggedError.
 */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination)
}

/**
 * What the log keeps of an unexpected error: its type, its first line, its cause's, and the stack frames. A failed
 * query's message goes on with the query's parameters (a password hash, a token, a user's text): they stay out.
 */
export function loggedError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err).split('\n')[0] }
  const cause = err.cause instanceof Error ? { type: err.cause.name, message: err.cause.message.split('\n')[0], code: (err.cause as { code?: unknown }).code } : undefined
  const frames = (err.stack ?? '').split('\n').filter((line) => line.startsWith('    at ')).join('\n')
  return { type: err.name, message: err.message.split('\n')[0], cause, stack: frames }
}
