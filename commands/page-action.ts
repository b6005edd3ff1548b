import type { Message } from '../src/shared/message-format'
import { announce, defineCommand, type AnyCommand } from './registry'
import type { Slot } from './slots'
import type { Command, CommandContext } from './types'

/** What a page does for one command: submit a form as it stands, ask and delete... A failure rejects (worded by executeCommand). */
export type PageHandler = () => void | Promise<void | boolean>

type PageActionSpec<S> = Omit<Command, 'when' | 'run' | 'args' | 'argChoices'> & {
  slot: Slot<S>
  /** The handler of the page on screen; undefined where the page offers no such action (or is not on screen). */
  handler(page: S): PageHandler | undefined
  /** The reason when the page is not on screen (an i18n key). */
  reason: string
  /** Who may run it at all (signed in, a module...), checked first. */
  base(ctx: CommandContext): true | string
  /** A further condition on the page's state (a step of a flow, nothing to reset...). */
  state?(page: S, ctx: CommandContext): true | string
  /** Announced after the handler resolves, unless it resolves false (the user said no). */
  success?: Message
}

/**
 * A command whose work is one handler of a page's slot: available where the page provides it, run from its button,
 * Enter in its form and the palette alike. The page's handler validates, calls the API and updates its cache; the
 * command announces the success it declares.
 */
export function pageAction<S>(spec: PageActionSpec<S>): AnyCommand {
  const { slot, handler, reason, base, state, success, ...command } = spec
  return defineCommand({
    ...command,
    when: (ctx) => {
      const allowed = base(ctx)
      if (allowed !== true) return allowed
      const page = ctx.get(slot)
      if (!page || !handler(page)) return reason
      return state ? state(page, ctx) : true
    },
    run: async (ctx) => {
      const page = ctx.get(slot)
      const run = page ? handler(page) : undefined
      if (!run) return
      const answer = await run()
      if (success && answer !== false) announce(ctx, success)
    },
  })
}

/** Signed in, else the reason. */
export const signedIn = (ctx: CommandContext): true | string => (ctx.user ? true : 'commands.reason.signInRequired')
/** Signed out (the sign-in pages), else the reason. */
export const signedOut = (ctx: CommandContext): true | string => (ctx.user ? 'commands.reason.signedIn' : true)
