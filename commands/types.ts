import type { Struct } from 'superstruct'
import type { User } from '../src/shared/types'
import type { ModuleSlug } from '../src/shared/modules'
import type { Locale } from '../src/shared/i18n/locales'
import type { Slot, SlotScope } from './slots'

/** A heading of the palette and the cheat sheet; its title is the catalogue key `commands.groups.<group>`. */
export type CommandGroup = string
/** Where a command applies: everywhere, on an open list, on a table selection, or on one named route. */
export type CommandScope = 'global' | SlotScope | `route:${string}`
export type CommandSource = 'palette' | 'keyboard' | 'button' | 'api'
/**
 * What the palette opens on: only the commands of these scopes and groups ("More..." of a list offers the list's
 * commands), or straight on the argument step of one command (a top-up's packs).
 */
export type PaletteOpening = { scopes?: readonly CommandScope[]; groups?: readonly CommandGroup[]; commandId?: string }

/**
 * A question asked before a spend or a deletion, worded by the command in the user's language (ctx.t). The dialog
 * focuses the safe button, so Enter on it does nothing; only the confirm button, which names the action, goes ahead.
 */
export type ConfirmRequest = {
  title: string
  /** What happens, in words: what is deleted (with counts), or what is charged and to which card. */
  message: string
  /** Figures as a term list: the charge, the balance now and after it. */
  facts?: readonly { label: string; value: string }[]
  /** The button that goes ahead, naming the action ("Pay $10.00", "Delete 3 lists"). */
  confirmLabel: string
  /** The safe button's words ("Cancel", "Keep card"); the catalogue's Cancel when absent. */
  cancelLabel?: string
  /** A spend (money or credits) or a destruction; the confirm button's look follows it. */
  tone: 'spend' | 'danger'
}

/** Everything a command may read or do. Built by the client shell; tests build it by hand. */
export type CommandContext = {
  user: User | null
  modules: readonly ModuleSlug[]
  route: { name: string | null; path: string; params: Record<string, string> }
  locale: Locale
  navigate(to: string): void
  t(key: string, params?: Record<string, unknown>): string
  setLocale(locale: Locale): void
  logout(): void | Promise<void>
  toggleSidebar(): void
  openPalette(opening?: PaletteOpening): void
  openCheatSheet(): void
  notify(message: string, kind?: 'success' | 'error'): void
  /** Asks first; resolves true only when the user chose the confirm button (Cancel, Escape and Close answer false). */
  confirm(request: ConfirmRequest): Promise<boolean>
  /** A feature's part of the context (commands/slots.ts), provided by the page on screen; undefined elsewhere. */
  get<T>(slot: Slot<T>): T | undefined
}

export type Command<A = unknown> = {
  /** Dotted namespace, unique: 'nav.savedLists', 'session.logout'. */
  id: string
  /** i18n key of the title the palette, buttons and cheat sheet show. */
  title: string
  /** Values for the title's placeholders, themselves i18n keys when they start with `@` ('@routes.x'). */
  /** A number is a count: the title takes the plural form it needs in the user's language. */
  titleParams?: Record<string, string | number>
  group: CommandGroup
  keywords?: string[]
  /** tinykeys syntax, declared once here: 'Shift+A', '$mod+k', 'g l'. */
  shortcut?: string
  scope: CommandScope
  /** true when available; a string is the i18n key of the reason it is not. */
  when(ctx: CommandContext): boolean | string
  args?: Struct<A, unknown>
  /** The values a picker offers for `args` (the palette's second step); titles are i18n keys. */
  argChoices?(ctx: CommandContext): Array<{ value: A; title: string; titleParams?: Record<string, string | number> }>
  /**
   * A second line under the title in the palette, already in the user's language (through ctx.t): what running it
   * now would do ("At most 300 credits · 1,200 left after"). Null shows nothing.
   */
  detail?(ctx: CommandContext): string | null
  /** While true, the values of argChoices are still on their way: the palette's second step says it is loading. */
  argsLoading?(ctx: CommandContext): boolean
  /** The in-app path the command navigates to with these arguments: the palette prepares that screen on highlight. */
  opens?(args: A): string
  /** false: reached through palette entries, buttons and its shortcut only, never listed as a row of its own. */
  listed?: false
  run(ctx: CommandContext, args: A): void | Promise<void>
}
