import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** The keyboard model of the table or grid on screen (j/k move, x select, Shift+x range). */
export type RowCommands = { next(): void; previous(): void; toggle(): void; range(): void; selectAll(): void }
export const rowsSlot = defineSlot<RowCommands>('rows', ['selection'])

const rowsWhen = (ctx: CommandContext) => (ctx.get(rowsSlot) ? true : 'leads.reason.noTable')
const rowCommand = (id: keyof RowCommands, shortcut: string, keywords: string[]) =>
  defineCommand({
    id: `rows.${id}`, title: `leads.commands.rows.${id}`, group: 'search', scope: 'selection', shortcut, keywords,
    when: rowsWhen,
    run: (ctx) => ctx.get(rowsSlot)?.[id](),
  })

/** The keyboard model of the results table and the saved-lists grid, as commands (the cheat sheet lists them). */
export const rowCommands: AnyCommand[] = [
  rowCommand('next', 'j', ['down', 'next', 'row']),
  rowCommand('previous', 'k', ['up', 'previous', 'row']),
  rowCommand('toggle', 'x', ['select', 'row']),
  rowCommand('range', 'Shift+X', ['select', 'range', 'rows']),
  rowCommand('selectAll', 'Shift+A', ['select', 'all', 'rows']),
]
