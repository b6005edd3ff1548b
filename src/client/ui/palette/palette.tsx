import { Command } from 'cmdk'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { buildIndex, search } from '../../../../commands/match'
import { availability, executeCommand, type AnyCommand, type Registry } from '../../../../commands/registry'
import { commandTitle } from '../../../../commands/titles'
import type { CommandContext, PaletteOpening } from '../../../../commands/types'
import { styled, theme } from '../../theme'
import { ModalFrame } from './modal-frame'
import { argumentRows, paletteRows, type PaletteEntry, type PaletteRow } from './palette-rows'
import { ShortcutHint } from './shortcut-hint'
import { useActiveDescendant } from './use-active-descendant'

export type PaletteProps = {
  open: boolean
  onClose(): void
  ctx: CommandContext
  registry: Registry
  sources?: readonly PaletteEntry[]
  /** Open straight on the argument step of this command (a shortcut of a command that takes arguments). */
  initialCommandId?: string | null
  /** How many results are rendered; matching covers every entry. */
  limit?: number
  /** Only the commands of these scopes and groups (a page's "More..."), its own entries left out. */
  only?: Pick<PaletteOpening, 'scopes' | 'groups'> | null
}

const noSources: readonly PaletteEntry[] = []

/** A selection no row has: the argument step starts on it, so Enter chooses nothing. */
const NOTHING = '\u0000nothing'
/** Keys with which the user moves to a row (cmdk's own bindings). */
const movingKeys = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'])
const movesSelection = (event: KeyboardEvent) => movingKeys.has(event.key) || (event.ctrlKey && 'jknp'.includes(event.key))

export function Palette({ open, onClose, ctx, registry, sources = noSources, initialCommandId = null, limit = 50, only = null }: PaletteProps) {
  const { t } = ctx
  const [query, setQuery] = useState('')
  const [argsFor, setArgsFor] = useState<AnyCommand | null>(null)
  // The argument step (a pack to buy, a card to remove) selects nothing by itself: a row is chosen once the user moves
  // to it (arrows, pointer), types until only that row is left, or types its whole title. cmdk selects the first row on every change, so its
  // selection is controlled here: the command list starts on its first available row, and in the argument step a
  // choice cmdk makes on its own is taken back (a new NOTHING value).
  const moved = useRef(false)
  const [chosen, setChosen] = useState<string | null>(null)
  const [nothingTick, setNothingTick] = useState(0)
  const hintId = useId()
  const frameRef = useRef<HTMLDivElement>(null)
  useActiveDescendant(frameRef, open)

  useEffect(() => {
    setQuery('')
    setArgsFor(open && initialCommandId ? (registry.get(initialCommandId) ?? null) : null)
  }, [open, initialCommandId, registry])
  useEffect(() => {
    moved.current = false
    setChosen(null)
  }, [argsFor, query])

  // The index depends on the titles (language) and the entries only, not on the rest of the context.
  // A scoped opening lists what can run now only, so it reads the context too.
  const scopedCtx = only ? ctx : null
  const index = useMemo(
    () => (open ? buildIndex(onlyRows(paletteRows(registry, only ? noSources : sources, t), only, scopedCtx)) : null),
    [open, registry, sources, t, only, scopedCtx],
  )
  const argIndex = useMemo(() => (argsFor ? buildIndex(argumentRows(argsFor, ctx)) : null), [argsFor, ctx])
  const results = useMemo(() => {
    const active = argIndex ?? index
    return active ? search(active, query, limit).map((r) => r.entry) : []
  }, [argIndex, index, query, limit])

  const onlyRow = argsFor && results.length === 1 ? results[0].id : null
  // Typing a choice's whole title chooses it too, when shorter titles hide in longer ones ("Email found", "No email found").
  const typed = query.trim().toLocaleLowerCase()
  const exactRow = argsFor && typed ? (results.find((row) => row.title.trim().toLocaleLowerCase() === typed)?.id ?? null) : null
  const firstAvailable = () => results.find((row) => availability(row.command, ctx).available)?.id ?? ''
  const selection = argsFor ? (chosen ?? onlyRow ?? exactRow ?? `${NOTHING}${nothingTick}`) : (chosen ?? firstAvailable())
  const onSelectionChange = (value: string) => {
    if (!argsFor || moved.current) setChosen(value)
    else if (value !== onlyRow && value !== exactRow) setNothingTick((tick) => tick + 1)
  }

  const choose = (row: PaletteRow) => {
    if (row.asksForArgs && !argsFor) {
      setArgsFor(row.command)
      setQuery('')
      return
    }
    onClose()
    void executeCommand(registry, row.command.id, row.args, 'palette', ctx)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (movesSelection(event)) moved.current = true
    if (event.key === 'Backspace' && query === '' && argsFor) {
      event.preventDefault()
      setArgsFor(null)
    }
  }

  const label = t('commands.palette.label')
  const placeholder = argsFor ? t('commands.palette.choose', { command: commandTitle(argsFor, t) }) : only ? t('commands.palette.placeholderOnly') : t('commands.palette.placeholder')

  return (
    <ModalFrame open={open} onClose={onClose} label={label}>
      <Frame ref={frameRef}>
        <Root label={label} shouldFilter={false} loop value={selection} onValueChange={onSelectionChange}>
          <Command.Input
            data-autofocus=""
            value={query}
            onValueChange={setQuery}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            aria-describedby={argsFor ? hintId : undefined}
          />
          {argsFor ? (
            <StepHint id={hintId}>{t('commands.palette.back')}</StepHint>
          ) : null}
          <Command.List label={t('commands.palette.results')} onPointerMoveCapture={() => void (moved.current = true)}>
            <Command.Empty>{t('commands.palette.empty')}</Command.Empty>
            {results.map((row) => (
              <PaletteItem key={row.id} row={row} ctx={ctx} onChoose={choose} />
            ))}
          </Command.List>
        </Root>
      </Frame>
    </ModalFrame>
  )
}

/** The rows a scoped opening keeps: commands of the given scopes and groups that can run now. */
function onlyRows(rows: PaletteRow[], only: PaletteProps['only'], ctx: CommandContext | null): PaletteRow[] {
  if (!only || !ctx) return rows
  return rows.filter(
    (row) =>
      (!only.scopes || only.scopes.includes(row.command.scope)) && (!only.groups || only.groups.includes(row.command.group)) && availability(row.command, ctx).available,
  )
}

function PaletteItem({ row, ctx, onChoose }: { row: PaletteRow; ctx: CommandContext; onChoose(row: PaletteRow): void }) {
  const state = availability(row.command, ctx)
  const showShortcut = row.command.shortcut && row.id === row.command.id
  // The command's own second line (what running it now would do), on its row only, not on its argument rows.
  const detail = row.id === row.command.id ? (row.command.detail?.(ctx) ?? null) : null
  return (
    <Command.Item value={row.id} disabled={!state.available} onSelect={() => onChoose(row)} data-command={row.command.id}>
      <ItemText>
        <span>{row.title}</span>
        {detail ? <Detail data-detail="">{detail}</Detail> : null}
        {state.available ? null : <Reason>{ctx.t('commands.palette.unavailable', { reason: ctx.t(state.reason) })}</Reason>}
      </ItemText>
      <Group>{row.group}</Group>
      {showShortcut ? <ShortcutHint shortcut={row.command.shortcut!} thenLabel={ctx.t('commands.cheatSheet.then')} /> : null}
    </Command.Item>
  )
}

/** Layout-neutral wrapper the active-descendant fix observes. */
const Frame = styled('div')`
  display: contents;
`
const Root = styled(Command)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  & [cmdk-input] {
    width: 100%;
    padding: ${theme.space(4)} ${theme.space(5)};
    border: 0;
    border-bottom: 1px solid ${theme.color.border};
    font: inherit;
    font-size: 17px;
    color: ${theme.color.text};
    background: transparent;
    outline: none;
  }
  & [cmdk-input]:focus-visible { box-shadow: inset 0 -2px 0 ${theme.color.focus}; }
  & [cmdk-list] { overflow-y: auto; padding: ${theme.space(2)}; max-height: 60vh; }
  & [cmdk-empty] { padding: ${theme.space(4)}; color: ${theme.color.muted}; }
  & [cmdk-item] {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius.sm};
    cursor: pointer;
  }
  & [cmdk-item][data-selected='true'] { background: ${theme.color.page}; box-shadow: inset 3px 0 0 ${theme.color.primary}; }
  & [cmdk-item][data-disabled='true'] { cursor: not-allowed; color: ${theme.color.muted}; }
`
const ItemText = styled('span')`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`
const Detail = styled('span')`
  font-size: 13px;
  color: ${theme.color.muted};
  font-variant-numeric: tabular-nums;
`
const Reason = styled('span')`
  font-size: 12px;
  color: ${theme.color.muted};
`
const Group = styled('span')`
  font-size: 12px;
  color: ${theme.color.muted};
`
const StepHint = styled('p')`
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(5)};
  font-size: 12px;
  color: ${theme.color.muted};
`
