import { validate } from 'superstruct'
import { isApiFailure } from '../src/shared/api-failure'
import type { Message } from '../src/shared/message-format'
import { wordMessage } from '../src/shared/message-wording'
import { slotsOpening, type SlotScope } from './slots'
import type { Command, CommandContext, CommandSource } from './types'

/** Any command, whatever its argument type. `any`, not `unknown`: run(ctx, args) takes A, so a Command<string> is no Command<unknown>. */
export type AnyCommand = Command<any>

/** Declares a command once; the palette, the key map, the cheat sheet and every button read this declaration. */
export function defineCommand<A = undefined>(command: Command<A>): Command<A> {
  return command
}

export type Registry = {
  register(command: AnyCommand): void
  get(id: string): AnyCommand | undefined
  all(): readonly AnyCommand[]
}

export function createRegistry(commands: readonly AnyCommand[] = []): Registry {
  const byId = new Map<string, AnyCommand>()
  const registry: Registry = {
    register(command) {
      if (byId.has(command.id)) throw new Error(`Command "${command.id}" is already registered`)
      byId.set(command.id, command)
    },
    get: (id) => byId.get(id),
    all: () => [...byId.values()],
  }
  for (const command of commands) registry.register(command)
  return registry
}

/** A success the command announces itself: one toast, the message code worded in the user's language. */
export function announce(ctx: Pick<CommandContext, 't' | 'locale' | 'notify'>, message: Message): void {
  ctx.notify(wordMessage(message, ctx.t, ctx.locale))
}

export type Availability = { available: true } | { available: false; reason: string }

/** Fallback reason key when a command's `when` answers a bare `false`. */
export const defaultUnavailableReason = 'commands.reason.unavailable'

export function availability(command: AnyCommand, ctx: CommandContext): Availability {
  const answer = command.when(ctx)
  if (answer === true) return { available: true }
  return { available: false, reason: typeof answer === 'string' ? answer : defaultUnavailableReason }
}

/**
 * Whether the command has something to do on the screen as it is: a global command everywhere, a route's command on
 * its route, a list or selection command where a page provides a slot that opens that scope (commands/slots.ts).
 * A shortcut of a command that does not apply here does nothing and says nothing; the palette lists the commands
 * that apply here first.
 */
export function appliesHere(command: AnyCommand, ctx: Pick<CommandContext, 'route' | 'get'>): boolean {
  const { scope } = command
  if (scope === 'global') return true
  if (scope.startsWith('route:')) return ctx.route.name === scope.slice('route:'.length)
  return slotsOpening(scope as SlotScope).some((slot) => ctx.get(slot) !== undefined)
}

export type ExecuteResult =
  | { ok: true }
  | { ok: false; error: 'unknown' | 'unavailable' | 'invalidArgs' | 'failed'; message: string }

/**
 * The only way to run a command, whatever started it (palette, keyboard, button, api). It checks availability,
 * validates the arguments against the command's schema, runs it, and reports any failure through ctx.notify: one
 * error toast, the failure worded by its code. A command that wants a success toast calls ctx.notify itself.
 * It never throws: callers in the UI get a result value instead. Every source takes this same path, so a
 * command behaves identically from the palette, its shortcut and its button.
 */
export async function executeCommand(
  registry: Registry,
  id: string,
  args: unknown,
  source: CommandSource,
  ctx: CommandContext,
): Promise<ExecuteResult> {
  const fail = (error: Exclude<ExecuteResult, { ok: true }>['error'], message: string): ExecuteResult => {
    ctx.notify(message, 'error')
    return { ok: false, error, message }
  }
  const command = registry.get(id)
  if (!command) return fail('unknown', ctx.t('commands.error.unknown', { id }))

  const state = availability(command, ctx)
  if (!state.available) return fail('unavailable', ctx.t(state.reason))

  let value: unknown = undefined
  if (command.args) {
    const [error, coerced] = validate(args, command.args, { coerce: true })
    if (error) return fail('invalidArgs', ctx.t('commands.error.invalidArgs', { field: error.path.join('.') || '-' }))
    value = coerced
  }

  try {
    await command.run(ctx, value)
    return { ok: true }
  } catch (error) {
    return fail('failed', failureMessage(error, ctx))
  }
}

/** A refused call by its code (the HTTP client shows nothing itself); a command's own error by its worded text. */
function failureMessage(error: unknown, ctx: CommandContext): string {
  if (isApiFailure(error)) return wordMessage(error, ctx.t, ctx.locale)
  if (error instanceof Error && error.message) return error.message
  return ctx.t('commands.error.failed')
}
