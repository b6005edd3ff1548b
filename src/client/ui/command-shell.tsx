import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { appRegistry } from '../../../commands/index'
import { bindKeymap, shortcutOutcome } from '../../../commands/keymap'
import { executeCommand, type ExecuteResult, type Registry } from '../../../commands/registry'
import { slotReader, type Slot } from '../../../commands/slots'
import type { CommandContext, CommandSource } from '../../../commands/types'
import { withAllStrings } from '../i18n'
import type { PaletteEntry } from './palette/palette-rows'

export type { PaletteEntry }

type ShellValue = {
  ctx: CommandContext
  registry: Registry
  paletteOpen: boolean
  registerSource(sourceId: string, entries: readonly PaletteEntry[]): () => void
  provideSlot(name: string, value: unknown): void
}

const ShellContext = createContext<ShellValue | null>(null)

// cmdk and the dialogs stay out of the first load of every page; the chunk is fetched after mount. Both list the
// titles of every command, so they also wait for the whole active language (src/client/i18n.ts).
const loadPalette = () => withAllStrings(import('./palette/palette'))
const loadCheatSheet = () => withAllStrings(import('./cheat-sheet'))
const Palette = lazy(() => loadPalette().then((m) => ({ default: m.Palette })))
const CheatSheet = lazy(() => loadCheatSheet().then((m) => ({ default: m.CheatSheet })))

function useShell(): ShellValue {
  const value = useContext(ShellContext)
  if (!value) throw new Error('Command hooks and <CommandButton> must be rendered inside <CommandShell>')
  return value
}

/**
 * The command layer of one layout: builds the full command context, binds every shortcut of the registry on
 * window while mounted, renders the palette ($mod+k) and the cheat sheet (?), and provides all of it to
 * <CommandButton> and the hooks below.
 */
export function CommandShell(props: { base: Omit<CommandContext, 'openPalette' | 'openCheatSheet' | 'get'>; children: ReactNode }) {
  const { base, children } = props
  const registry = appRegistry
  const [paletteOpen, setPaletteOpen] = useState(false)
  const [paletteCommandId, setPaletteCommandId] = useState<string | null>(null)
  const [cheatSheetOpen, setCheatSheetOpen] = useState(false)
  const [sources, setSources] = useState<ReadonlyMap<string, readonly PaletteEntry[]>>(() => new Map())
  const [slots, setSlots] = useState<ReadonlyMap<string, unknown>>(() => new Map())

  const ctx = useMemo<CommandContext>(
    () => ({
      ...base,
      get: slotReader(slots),
      openPalette: () => {
        setCheatSheetOpen(false)
        setPaletteCommandId(null)
        setPaletteOpen(true)
      },
      openCheatSheet: () => {
        setPaletteOpen(false)
        setCheatSheetOpen(true)
      },
    }),
    [base, slots],
  )

  // The key map is bound once; it reads the latest context through this ref.
  const ctxRef = useRef(ctx)
  useEffect(() => {
    ctxRef.current = ctx
  }, [ctx])

  useEffect(
    () =>
      bindKeymap(window, registry, (commandId) => {
        const outcome = shortcutOutcome(registry, commandId, ctxRef.current)
        if (outcome === 'ignore') return false
        setPaletteOpen(false)
        setCheatSheetOpen(false)
        if (outcome === 'ask') {
          // A shortcut cannot carry an argument: ask for it in the palette.
          setPaletteCommandId(commandId)
          setPaletteOpen(true)
          return
        }
        void executeCommand(registry, commandId, undefined, 'keyboard', ctxRef.current)
      }),
    [registry],
  )

  const registerSource = useCallback((sourceId: string, entries: readonly PaletteEntry[]) => {
    setSources((previous) => new Map(previous).set(sourceId, entries))
    return () =>
      setSources((previous) => {
        const next = new Map(previous)
        next.delete(sourceId)
        return next
      })
  }, [])

  const provideSlot = useCallback((name: string, value: unknown) => {
    setSlots((previous) => {
      const next = new Map(previous)
      if (value === undefined) next.delete(name)
      else next.set(name, value)
      return next
    })
  }, [])

  useEffect(() => {
    void loadPalette()
    void loadCheatSheet()
  }, [])

  const paletteEntries = useMemo(() => [...sources.values()].flat(), [sources])
  const value = useMemo<ShellValue>(() => ({ ctx, registry, paletteOpen, registerSource, provideSlot }), [ctx, registry, paletteOpen, registerSource, provideSlot])
  const closePalette = useCallback(() => setPaletteOpen(false), [])
  const closeCheatSheet = useCallback(() => setCheatSheetOpen(false), [])

  return (
    <ShellContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {paletteOpen ? <Palette open onClose={closePalette} ctx={ctx} registry={registry} sources={paletteEntries} initialCommandId={paletteCommandId} /> : null}
        {cheatSheetOpen ? <CheatSheet open onClose={closeCheatSheet} ctx={ctx} registry={registry} /> : null}
      </Suspense>
    </ShellContext.Provider>
  )
}

/** The full command context (user, route, t, navigate, openPalette...). */
export function useCommandContext(): CommandContext {
  return useShell().ctx
}

export function useCommandRegistry(): Registry {
  return useShell().registry
}

/** Runs a command the one way commands run: `run('list.archive', args, 'button')`. */
export function useRunCommand(): (commandId: string, args?: unknown, source?: CommandSource) => Promise<ExecuteResult> {
  const { ctx, registry } = useShell()
  return useCallback((commandId, args, source = 'api') => executeCommand(registry, commandId, args, source, ctx), [ctx, registry])
}

/**
 * Palette sources: `register(sourceId, entries)` adds dynamic entries (lists, users...) and returns the function
 * that removes them; `paletteOpen` lets a source fetch only when the palette is shown.
 */
export function usePaletteSources(): { register(sourceId: string, entries: readonly PaletteEntry[]): () => void; paletteOpen: boolean } {
  const { registerSource, paletteOpen } = useShell()
  return useMemo(() => ({ register: registerSource, paletteOpen }), [registerSource, paletteOpen])
}

/** Adds `entries` to the palette while the calling component is mounted. Memoize `entries`. */
export function usePaletteSource(sourceId: string, entries: readonly PaletteEntry[]): void {
  const { registerSource } = useShell()
  useEffect(() => registerSource(sourceId, entries), [registerSource, sourceId, entries])
}

/**
 * Provides a feature's slot of the command context (commands/slots.ts) while the calling component is mounted:
 * the feature's commands read it with `ctx.get(slot)`. Memoize `value`; a new object updates the context, and
 * `undefined` (a page still loading) provides nothing.
 */
export function useProvideSlot<T>(slot: Slot<T>, value: T | undefined): void {
  const { provideSlot } = useShell()
  useEffect(() => provideSlot(slot.name, value), [provideSlot, slot, value])
  useEffect(() => () => provideSlot(slot.name, undefined), [provideSlot, slot])
}

/** What another component on screen provides in `slot` (a bridge reads the open list this way). */
export function useSlot<T>(slot: Slot<T>): T | undefined {
  return useShell().ctx.get(slot)
}
