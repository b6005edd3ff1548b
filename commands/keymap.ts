import { createKeybindingsHandler, type KeyBindingMap } from 'tinykeys'
import { appliesHere, availability, type AnyCommand, type Registry } from './registry'
import type { CommandContext } from './types'

/** Shortcuts with a modifier other than Shift ($mod+k) stay active while the user types in a field. */
export function worksWhileTyping(shortcut: string): boolean {
  return /(^|\+)(\$mod|Control|Meta|Alt)\+/i.test(shortcut.split(' ')[0])
}

/** Fields where a plain key or a sequence is text, not a command. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false
  const element = target as HTMLElement
  if (element.isContentEditable) return true
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
}

/** One canonical spelling per key press, so 'Shift+A' and 'shift+a' count as the same binding. */
export function canonicalShortcut(shortcut: string): string {
  return shortcut
    .trim()
    .split(/\s+/)
    .map((press) => {
      const parts = press.split(/\b\+/)
      const key = parts.pop() ?? ''
      return [...parts.map((m) => m.toLowerCase()).sort(), key.toLowerCase()].join('+')
    })
    .join(' ')
}

export type ShortcutCollision = { shortcut: string; ids: string[] }

/**
 * Two commands on one shortcut, or a shortcut that is the start of a sequence ('g' and 'g l'): the second could
 * never fire reliably. The app's registry must have none (tests/unit/keymap.test.ts).
 */
export function findShortcutCollisions(commands: readonly AnyCommand[]): ShortcutCollision[] {
  const byShortcut = new Map<string, string[]>()
  for (const command of commands) {
    if (!command.shortcut) continue
    const key = canonicalShortcut(command.shortcut)
    byShortcut.set(key, [...(byShortcut.get(key) ?? []), command.id])
  }
  const collisions: ShortcutCollision[] = []
  for (const [shortcut, ids] of byShortcut) if (ids.length > 1) collisions.push({ shortcut, ids })
  for (const [shortcut, ids] of byShortcut) {
    for (const [other, otherIds] of byShortcut) {
      if (other !== shortcut && other.startsWith(`${shortcut} `)) collisions.push({ shortcut: `${shortcut} / ${other}`, ids: [...ids, ...otherIds] })
    }
  }
  return collisions
}

/**
 * The tinykeys map derived from the registry: one binding per declared shortcut, nothing else. `run` answers false
 * when the key did nothing, and the browser keeps the key's own meaning.
 */
export function buildKeymap(registry: Registry, run: (commandId: string) => boolean | void): { whileTyping: KeyBindingMap; outsideFields: KeyBindingMap } {
  const collisions = findShortcutCollisions(registry.all())
  if (collisions.length > 0) {
    throw new Error(`Shortcut collisions: ${collisions.map((c) => `${c.shortcut} (${c.ids.join(', ')})`).join('; ')}`)
  }
  const whileTyping: KeyBindingMap = {}
  const outsideFields: KeyBindingMap = {}
  for (const command of registry.all()) {
    if (!command.shortcut) continue
    const target = worksWhileTyping(command.shortcut) ? whileTyping : outsideFields
    target[command.shortcut] = (event) => {
      if (run(command.id) !== false) event.preventDefault()
    }
  }
  return { whileTyping, outsideFields }
}

/**
 * Listens on `target` for every shortcut of the registry and returns the unsubscribe function. Plain keys and
 * sequences are not even seen while focus is in a field, so typing 'g' in a search box never starts a sequence.
 */
export function bindKeymap(target: Window | HTMLElement, registry: Registry, run: (commandId: string) => boolean | void): () => void {
  const { whileTyping, outsideFields } = buildKeymap(registry, run)
  const handleAnywhere = createKeybindingsHandler(whileTyping)
  const handleOutsideFields = createKeybindingsHandler(outsideFields)
  const listener = (event: Event) => {
    if ((event as KeyboardEvent).isComposing) return
    handleAnywhere(event)
    if (!isTypingTarget(event.target)) handleOutsideFields(event)
  }
  target.addEventListener('keydown', listener)
  return () => target.removeEventListener('keydown', listener)
}

/**
 * What a pressed shortcut does: run its command (which says why when it cannot run now), ask for its argument in the
 * palette, or nothing at all when the command is unavailable and has nothing to do on this screen (a digit of the ICP
 * suggestions pressed on another page).
 */
export function shortcutOutcome(registry: Registry, commandId: string, ctx: CommandContext): 'run' | 'ask' | 'ignore' {
  const command = registry.get(commandId)
  if (!command) return 'ignore'
  if (!availability(command, ctx).available) return appliesHere(command, ctx) ? 'run' : 'ignore'
  return command.args && command.argChoices ? 'ask' : 'run'
}
