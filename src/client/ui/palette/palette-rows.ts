import type { AnyCommand, Registry } from '../../../../commands/registry'
import { commandTitle, groupTitleKey } from '../../../../commands/titles'
import type { CommandContext, CommandGroup } from '../../../../commands/types'

/**
 * A palette entry added at run time by a page (a saved list, a user, a subscription): a registered command with
 * its arguments already chosen, so it runs through executeCommand like everything else.
 */
export type PaletteEntry = {
  /** Unique across all sources, e.g. 'list:42'. */
  key: string
  /** Shown as is: names of lists or users are data, not i18n keys. */
  label: string
  group: CommandGroup
  keywords?: string[]
  /** A second line under the label (a lead's e-mail and list); data, shown as is. */
  note?: string
  commandId: string
  args?: unknown
  /** Choosing the entry opens a second page of these entries (a user's actions) instead of running its command. */
  next?: PalettePage
}

/** A second page of the palette: its entries, under a heading naming what they act on. */
export type PalettePage = { title: string; entries: readonly PaletteEntry[] }

/** What the palette matches and renders: one row per command and per dynamic entry. */
export type PaletteRow = {
  id: string
  title: string
  group: string
  keywords?: readonly string[]
  note?: string
  command: AnyCommand
  args: unknown
  /** The command needs an argument the row does not carry: the palette asks for it in a second step. */
  asksForArgs: boolean
  next?: PalettePage
}

type Translate = CommandContext['t']

export function paletteRows(registry: Registry, sources: readonly PaletteEntry[], t: Translate): PaletteRow[] {
  const rows: PaletteRow[] = registry.all().filter((command) => command.listed !== false).map((command) => ({
    id: command.id,
    title: commandTitle(command, t),
    group: t(groupTitleKey(command.group)),
    keywords: command.keywords,
    command,
    args: undefined,
    asksForArgs: command.args !== undefined,
  }))
  return [...rows, ...entryRows(registry, sources, t)]
}

/** The rows of entries alone (a second page's); an entry whose command is not registered is left out. */
export function entryRows(registry: Registry, entries: readonly PaletteEntry[], t: Translate): PaletteRow[] {
  const rows: PaletteRow[] = []
  for (const entry of entries) {
    const command = registry.get(entry.commandId)
    if (!command) continue
    rows.push({
      id: entry.key,
      title: entry.label,
      group: t(groupTitleKey(entry.group)),
      keywords: entry.keywords,
      note: entry.note,
      command,
      args: entry.args,
      asksForArgs: false,
      next: entry.next,
    })
  }
  return rows
}

/** Rows of the second step: one per value the command offers for its argument. */
export function argumentRows(command: AnyCommand, ctx: CommandContext): PaletteRow[] {
  const choices = command.argChoices?.(ctx) ?? []
  return choices.map((choice, index) => ({
    id: `${command.id}#${index}`,
    title: commandTitle(choice, ctx.t),
    group: commandTitle(command, ctx.t),
    command,
    args: choice.value,
    asksForArgs: false,
  }))
}
