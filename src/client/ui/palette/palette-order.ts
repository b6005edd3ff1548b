import { appliesHere, availability } from '../../../../commands/registry'
import type { CommandContext } from '../../../../commands/types'
import type { PaletteRow } from './palette-rows'

/** How many recently run rows the palette remembers per user. */
export const recentLimit = 8

const recentKey = (userId: number | null) => `lc:palette-recent:${userId ?? 'guest'}`

/** The ids of the rows this user ran from the palette, latest first; empty when storage is unavailable. */
export function readRecent(userId: number | null): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentKey(userId)) ?? '[]')
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string').slice(0, recentLimit) : []
  } catch {
    return []
  }
}

export function rememberRecent(userId: number | null, rowId: string): void {
  const next = [rowId, ...readRecent(userId).filter((id) => id !== rowId)].slice(0, recentLimit)
  try {
    localStorage.setItem(recentKey(userId), JSON.stringify(next))
  } catch {
    // Private mode or a full quota: the palette simply remembers nothing.
  }
}

/**
 * Whether the palette lists a row: its command applies to the screen and can run now. A command that cannot run
 * here is hidden rather than shown with its reason, so every row listed does something when chosen; the cheat sheet
 * still lists every shortcut.
 */
export function isListed(row: PaletteRow, ctx: CommandContext): boolean {
  return appliesHere(row.command, ctx) && availability(row.command, ctx).available
}

/**
 * The rows an empty query shows: the commands of the current screen and selection (route, list and selection
 * scopes), then the rows run recently (latest first), then everything else in registry order.
 */
export function emptyQueryOrder(rows: readonly PaletteRow[], recent: readonly string[]): PaletteRow[] {
  const screen = rows.filter((row) => row.command.scope !== 'global' && row.id === row.command.id)
  const taken = new Set(screen.map((row) => row.id))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const recentRows: PaletteRow[] = []
  for (const id of recent) {
    const row = byId.get(id)
    if (!row || taken.has(id)) continue
    taken.add(id)
    recentRows.push(row)
  }
  return [...screen, ...recentRows, ...rows.filter((row) => !taken.has(row.id))]
}
