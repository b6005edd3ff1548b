import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { buildIndex, search } from '../../../../commands/match'
import { availability, executeCommand, type AnyCommand, type Registry } from '../../../../commands/registry'
import { commandTitle } from '../../../../commands/titles'
import type { CommandContext, PaletteOpening } from '../../../../commands/types'
import { styled, theme } from '../../theme'
import { ModalFrame } from './modal-frame'
import { emptyQueryOrder, isListed, readRecent, rememberRecent } from './palette-order'
import { optionId, PaletteList } from './palette-list'
import { argumentRows, entryRows, paletteRows, type PaletteEntry, type PalettePage, type PaletteRow } from './palette-rows'
import { useEntitySearch, type PaletteEntitySource } from './use-entity-search'

export type PaletteProps = {
  open: boolean
  onClose(): void
  ctx: CommandContext
  registry: Registry
  sources?: readonly PaletteEntry[]
  /** Features' server searches (lists, searches, leads...), asked as the user types. */
  entitySources?: readonly PaletteEntitySource[]
  /** Open straight on the argument step of this command (a shortcut of a command that takes arguments). */
  initialCommandId?: string | null
  /** Only the commands of these scopes and groups (a page's "More..."), its own entries left out. */
  only?: Pick<PaletteOpening, 'scopes' | 'groups'> | null
  /** The row the cursor is on: the shell loads what choosing it would show (a screen's code and data). */
  onHighlight?(row: PaletteRow): void
}

const noSources: readonly PaletteEntry[] = []
const noEntitySources: readonly PaletteEntitySource[] = []
/** How far PageUp and PageDown move the cursor. */
const pageStep = 8

export function Palette(props: PaletteProps) {
  const { open, onClose, ctx, registry, sources = noSources, entitySources = noEntitySources, initialCommandId = null, only = null, onHighlight } = props
  const { t } = ctx
  const userId = ctx.user?.id ?? null
  const [query, setQuery] = useState('')
  const [argsFor, setArgsFor] = useState<AnyCommand | null>(null)
  const [page, setPage] = useState<PalettePage | null>(null)
  const [active, setActive] = useState(0)
  const [moved, setMoved] = useState(false)
  const hintId = useId()
  const listId = useId()

  useEffect(() => {
    setQuery('')
    setPage(null)
    setArgsFor(open && initialCommandId ? (registry.get(initialCommandId) ?? null) : null)
  }, [open, initialCommandId, registry])

  // Only rows that can run here are listed; the index is rebuilt when the screen, the language or the entries change.
  // A scoped opening keeps the commands of its scopes and groups, without the features' entries.
  const rows = useMemo(
    () => (open ? paletteRows(registry, only ? noSources : sources, t).filter((row) => isListed(row, ctx) && withinOnly(row, only)) : []),
    [open, registry, sources, t, ctx, only],
  )
  const index = useMemo(() => buildIndex(rows), [rows])
  // A second page (an entry's `next`: a found user's actions) lists the entries whose command can run now.
  const argRows = useMemo(
    () => (argsFor ? argumentRows(argsFor, ctx) : page ? entryRows(registry, page.entries, t).filter((row) => availability(row.command, ctx).available) : null),
    [argsFor, page, registry, t, ctx],
  )
  const argIndex = useMemo(() => (argRows ? buildIndex(argRows) : null), [argRows])
  const found = useEntitySearch(argsFor || page || only ? noEntitySources : entitySources, query)
  const foundRows = useMemo(() => paletteRows(registry, found.entries, t).filter((row) => row.id !== row.command.id), [registry, found.entries, t])

  const results = useMemo(() => {
    if (argIndex) return search(argIndex, query).map((r) => r.entry)
    if (query.trim() === '') return emptyQueryOrder(rows, readRecent(userId))
    const local = search(index, query).map((r) => r.entry)
    const shown = new Set(local.map((row) => row.id))
    return withFound(local, foundRows.filter((row) => !shown.has(row.id)), query)
  }, [argIndex, index, rows, query, foundRows, userId])

  useEffect(() => {
    setActive(0)
    setMoved(false)
  }, [query, argsFor, page])
  // The argument step (a pack to buy, a card to remove) chooses nothing by itself: a row is chosen once the user moves
  // to it (keys, pointer), types until only that row is left, or types its whole title (shorter titles hide in longer
  // ones: "Email found", "No email found"). Enter on nothing chosen does nothing.
  const typed = query.trim().toLocaleLowerCase()
  const current =
    !argsFor || moved ? active : results.length === 1 ? 0 : typed ? results.findIndex((row) => row.title.trim().toLocaleLowerCase() === typed) : -1
  const activeRow = current >= 0 ? (results[Math.min(current, results.length - 1)] as PaletteRow | undefined) : undefined
  useEffect(() => {
    if (activeRow) onHighlight?.(activeRow)
  }, [activeRow, onHighlight])

  const choose = (row: PaletteRow) => {
    if (row.next) {
      setPage(row.next)
      setQuery('')
      return
    }
    if (row.asksForArgs && !argsFor) {
      setArgsFor(row.command)
      setQuery('')
      return
    }
    rememberRecent(userId, argsFor ? argsFor.id : row.id)
    onClose()
    void executeCommand(registry, row.command.id, row.args, 'palette', ctx)
  }

  const move = (to: number) => {
    const last = results.length - 1
    if (last < 0) return
    setMoved(true)
    setActive(to < 0 ? (current === 0 ? last : 0) : to > last ? (current === last ? 0 : last) : to)
  }
  const point = (index: number) => {
    setMoved(true)
    setActive(index)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    const handled = (() => {
      switch (event.key) {
        case 'ArrowDown': return move(current + 1), true
        case 'ArrowUp': return move(current < 0 ? results.length - 1 : current - 1), true
        case 'PageDown': return move(Math.min(current + pageStep, results.length - 1)), true
        case 'PageUp': return move(Math.max(current - pageStep, 0)), true
        case 'Enter':
          if (activeRow) choose(activeRow)
          return true
        case 'Backspace':
          if (query !== '' || !(argsFor || page)) return false
          if (argsFor) setArgsFor(null)
          else setPage(null)
          return true
        default: return false
      }
    })()
    if (handled) event.preventDefault()
  }

  const label = t('commands.palette.label')
  const step = argsFor ? commandTitle(argsFor, t) : page?.title
  const placeholder = step ? t('commands.palette.choose', { command: step }) : only ? t('commands.palette.placeholderOnly') : t('commands.palette.placeholder')
  const loadingChoices = argsFor?.argsLoading?.(ctx) === true && results.length === 0
  const status = loadingChoices ? t('commands.palette.loading') : results.length === 0 ? (found.searching ? t('commands.palette.searching') : t('commands.palette.empty')) : null

  return (
    <ModalFrame open={open} onClose={onClose} label={label}>
      <Input
        data-autofocus=""
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeRow ? optionId(listId, current) : undefined}
        aria-describedby={step ? hintId : undefined}
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
      />
      {step ? <StepHint id={hintId}>{t('commands.palette.back')}</StepHint> : null}
      <PaletteList id={listId} label={t('commands.palette.results')} rows={results} active={current} ctx={ctx} onActive={point} onChoose={choose} />
      <Status role="status" aria-busy={loadingChoices || found.searching}>
        {status}
      </Status>
    </ModalFrame>
  )
}

/**
 * The server's finds after the local matches, except those whose name or second line starts with what was typed (a
 * user found by the start of their name): they come before the first local row that does not, so "ada, Enter" opens
 * Ada rather than a command that only contains the letters.
 */
function withFound(local: PaletteRow[], found: PaletteRow[], query: string): PaletteRow[] {
  const typed = query.trim().toLocaleLowerCase()
  const startsWith = (text: string | undefined) => text?.toLocaleLowerCase().startsWith(typed) ?? false
  const strong = found.filter((row) => startsWith(row.title) || startsWith(row.note))
  if (!strong.length) return [...local, ...found]
  const cut = local.findIndex((row) => !startsWith(row.title))
  const at = cut < 0 ? local.length : cut
  return [...local.slice(0, at), ...strong, ...local.slice(at), ...found.filter((row) => !strong.includes(row))]
}

/** Whether a scoped opening keeps the row: its command is of one of the scopes and groups asked for. */
function withinOnly(row: PaletteRow, only: PaletteProps['only']): boolean {
  if (!only) return true
  return (!only.scopes || only.scopes.includes(row.command.scope)) && (!only.groups || only.groups.includes(row.command.group))
}

const Input = styled('input')`
  width: 100%;
  box-sizing: border-box;
  padding: ${theme.space(4)} ${theme.space(5)};
  border: 0;
  border-bottom: 1px solid ${theme.color.border};
  font: inherit;
  font-size: 17px;
  color: ${theme.color.text};
  background: transparent;
  outline: none;
  &:focus-visible { box-shadow: inset 0 -2px 0 ${theme.color.focus}; }
`
const Status = styled('p')`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(5)};
  color: ${theme.color.muted};
  &:empty { padding: ${theme.space(1)}; }
`
const StepHint = styled('p')`
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(5)};
  font-size: 12px;
  color: ${theme.color.muted};
`
