import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { appRegistry } from '../../../commands/index'
import { bindKeymap, isTypingTarget, shortcutOutcome } from '../../../commands/keymap'
import { executeCommand, type ExecuteResult, type Registry } from '../../../commands/registry'
import { slotReader, type Slot } from '../../../commands/slots'
import type { CommandContext, CommandSource, ConfirmRequest, PaletteOpening } from '../../../commands/types'
import { withAllStrings } from '../i18n'
import { whenIdle, type ScreenPreloader } from '../routing/screen-preload'
import { ConfirmDialog } from './confirm-dialog'
import type { PaletteEntry, PaletteRow } from './palette/palette-rows'
import type { PaletteEntitySource } from './palette/use-entity-search'

export type { PaletteEntry, PaletteEntitySource }

type ShellValue = {
  ctx: CommandContext
  registry: Registry
  paletteOpen: boolean
  registerSource(sourceId: string, entries: readonly PaletteEntry[]): () => void
  registerEntitySource(source: PaletteEntitySource): () => void
  provideSlot(name: string, value: unknown): void
  /** Writes a slot where commands read it, without re-rendering (see useProvideSlot). */
  writeSlot(name: string, value: unknown): void
}

const ShellContext = createContext<ShellValue | null>(null)

// The palette and the cheat sheet stay out of the first load of every page; their chunks load when the browser is idle. Both list the
// titles of every command, so they also wait for the whole active language (src/client/i18n.ts).
// Once loaded, the palette renders directly: React.lazy would suspend its first render even for code already here.
let paletteModule: typeof import('./palette/palette') | null = null
const loadPalette = () => withAllStrings(import('./palette/palette')).then((m) => (paletteModule = m))
const loadCheatSheet = () => withAllStrings(import('./cheat-sheet'))
const LazyPalette = lazy(() => loadPalette().then((m) => ({ default: m.Palette })))
const CheatSheet = lazy(() => loadCheatSheet().then((m) => ({ default: m.CheatSheet })))

function useShell(): ShellValue {
  const value = useContext(ShellContext)
  if (!value) throw new Error('Command hooks and <CommandButton> must be rendered inside <CommandShell>')
  return value
}

type ShellProps = {
  base: Omit<CommandContext, 'openPalette' | 'openCheatSheet' | 'get' | 'confirm'>
  /**
   * The screens' code and data ahead of a visit: a navigation waits for the next screen's code (the previous screen
   * stays until then), and the palette's highlighted command prepares its screen.
   */
  screens?: ScreenPreloader
  children: ReactNode
}

/**
 * The command layer of one layout: builds the full command context, binds every shortcut of the registry on
 * window while mounted, renders the palette ($mod+k) and the cheat sheet (?), and provides all of it to
 * <CommandButton> and the hooks below.
 */
export function CommandShell(props: ShellProps) {
  const { base, screens, children } = props
  const registry = appRegistry
  const [paletteOpen, setPaletteOpen] = useState(false)
  const [paletteCommandId, setPaletteCommandId] = useState<string | null>(null)
  const [paletteOnly, setPaletteOnly] = useState<Pick<PaletteOpening, 'scopes' | 'groups'> | null>(null)
  const [cheatSheetOpen, setCheatSheetOpen] = useState(false)
  const [sources, setSources] = useState<ReadonlyMap<string, readonly PaletteEntry[]>>(() => new Map())
  const [entitySources, setEntitySources] = useState<readonly PaletteEntitySource[]>([])
  const [slots, setSlots] = useState<ReadonlyMap<string, unknown>>(() => new Map())
  const [question, setQuestion] = useState<{ request: ConfirmRequest; resolve(yes: boolean): void } | null>(null)
  // One question at a time: a second one answers the first no.
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) =>
        setQuestion((previous) => {
          previous?.resolve(false)
          return { request, resolve }
        }),
      ),
    [],
  )
  const answer = useCallback((yes: boolean) => {
    setQuestion((current) => {
      current?.resolve(yes)
      return null
    })
  }, [])

  const ctx = useMemo<CommandContext>(
    () => ({
      ...base,
      navigate: (to: string) => {
        const loading = screens?.whenReady(to)
        if (loading) void loading.then(() => base.navigate(to))
        else base.navigate(to)
      },
      get: (slot) => slotReader(slotsRef.current)(slot),
      confirm,
      openPalette: (opening?: PaletteOpening) => {
        setCheatSheetOpen(false)
        setPaletteCommandId(opening?.commandId ?? null)
        setPaletteOnly(opening?.scopes || opening?.groups ? { scopes: opening.scopes, groups: opening.groups } : null)
        setPaletteOpen(true)
      },
      openCheatSheet: () => {
        setPaletteOpen(false)
        setCheatSheetOpen(true)
      },
    }),
    [base, slots, confirm, screens],
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
          setPaletteOnly(null)
          setPaletteOpen(true)
          return
        }
        void executeCommand(registry, commandId, undefined, 'keyboard', ctxRef.current)
      }),
    [registry],
  )

  // Escape in a field of the page leaves the field, so the page's shortcuts work again (a dialog handles its own).
  useEffect(() => {
    const leaveField = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTypingTarget(event.target)) return
      const field = event.target as HTMLElement
      if (field.closest('[aria-modal="true"]')) return
      field.blur()
    }
    window.addEventListener('keydown', leaveField)
    return () => window.removeEventListener('keydown', leaveField)
  }, [])

  const registerSource = useCallback((sourceId: string, entries: readonly PaletteEntry[]) => {
    setSources((previous) => new Map(previous).set(sourceId, entries))
    return () =>
      setSources((previous) => {
        const next = new Map(previous)
        next.delete(sourceId)
        return next
      })
  }, [])

  const registerEntitySource = useCallback((source: PaletteEntitySource) => {
    setEntitySources((previous) => [...previous.filter((s) => s.id !== source.id), source])
    return () => setEntitySources((previous) => previous.filter((s) => s !== source))
  }, [])

  // Commands read the slots through this ref, written as soon as a page has committed a new value: a shortcut pressed
  // in the frame where the page shows a new selection sees it, not the value of the render before. The state only
  // re-renders what lists the commands (the palette, the buttons' availability), as it always has, after paint.
  const slotsRef = useRef<ReadonlyMap<string, unknown>>(slots)
  const writeSlot = useCallback((name: string, value: unknown) => {
    const next = new Map(slotsRef.current)
    if (value === undefined) next.delete(name)
    else next.set(name, value)
    slotsRef.current = next
  }, [])
  const provideSlot = useCallback(
    (name: string, value: unknown) => {
      writeSlot(name, value)
      setSlots(slotsRef.current)
    },
    [writeSlot],
  )

  useEffect(
    () =>
      whenIdle(() => {
        void loadPalette()
        void loadCheatSheet()
      }),
    [],
  )

  const highlight = useCallback(
    (row: PaletteRow) => {
      const path = row.asksForArgs ? undefined : row.command.opens?.(row.args)
      if (path) screens?.prepare(path)
    },
    [screens],
  )

  const paletteEntries = useMemo(() => [...sources.values()].flat(), [sources])
  const value = useMemo<ShellValue>(() => ({ ctx, registry, paletteOpen, registerSource, registerEntitySource, provideSlot, writeSlot }), [ctx, registry, paletteOpen, registerSource, registerEntitySource, provideSlot, writeSlot])
  const closePalette = useCallback(() => setPaletteOpen(false), [])
  // Chosen when the palette opens and kept while it is open: switching from the lazy wrapper to the loaded module on a
  // later render (any slot update re-renders the shell) would remount it and lose what was typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Palette = useMemo(() => paletteModule?.Palette ?? LazyPalette, [paletteOpen])
  const closeCheatSheet = useCallback(() => setCheatSheetOpen(false), [])

  return (
    <ShellContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {paletteOpen ? <Palette open onClose={closePalette} ctx={ctx} registry={registry} sources={paletteEntries} entitySources={entitySources} initialCommandId={paletteCommandId} only={paletteOnly} onHighlight={highlight} /> : null}
        {cheatSheetOpen ? <CheatSheet open onClose={closeCheatSheet} ctx={ctx} registry={registry} /> : null}
      </Suspense>
      {question ? (
        <ConfirmDialog
          open
          title={question.request.title}
          confirmLabel={question.request.confirmLabel}
          cancelLabel={question.request.cancelLabel}
          tone={question.request.tone}
          facts={question.request.facts}
          onAnswer={answer}
        >
          {question.request.message ? <p>{question.request.message}</p> : null}
        </ConfirmDialog>
      ) : null}
    </ShellContext.Provider>
  )
}

/** Asks before a spend or a deletion with the shell's one confirm dialog (ctx.confirm), for code that is not a command. */
export function useConfirmAction(): CommandContext['confirm'] {
  return useShell().ctx.confirm
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

/** Lets the palette search `source` on the server while the calling component is mounted. Memoize `source`. */
export function usePaletteEntitySource(source: PaletteEntitySource): void {
  const { registerEntitySource } = useShell()
  useEffect(() => registerEntitySource(source), [registerEntitySource, source])
}

/**
 * Provides a feature's slot of the command context (commands/slots.ts) while the calling component is mounted:
 * the feature's commands read it with `ctx.get(slot)`. Memoize `value`; a new object updates the context, and
 * `undefined` (a page still loading) provides nothing.
 */
export function useProvideSlot<T>(slot: Slot<T>, value: T | undefined): void {
  const { provideSlot, writeSlot } = useShell()
  // Where commands read it, before the browser paints what the component rendered with it; then the state update.
  useLayoutEffect(() => writeSlot(slot.name, value), [writeSlot, slot, value])
  useEffect(() => provideSlot(slot.name, value), [provideSlot, slot, value])
  useEffect(() => () => provideSlot(slot.name, undefined), [provideSlot, slot])
}

/** What another component on screen provides in `slot` (a bridge reads the open list this way). */
export function useSlot<T>(slot: Slot<T>): T | undefined {
  return useShell().ctx.get(slot)
}
