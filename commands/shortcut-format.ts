/** Keys whose cap is a word, worded per language by the catalogue (`commands.keys.<name>`): "Shift" is "Mayús" in Spanish. */
export type KeyName = 'shift' | 'ctrl' | 'alt' | 'meta' | 'enter' | 'escape' | 'space' | 'backspace' | 'tab' | 'delete'

/** The English caps: the docs' key table and any caller without a catalogue. */
export const englishKeyLabels: Record<KeyName, string> = {
  shift: 'Shift', ctrl: 'Ctrl', alt: 'Alt', meta: 'Meta', enter: 'Enter', escape: 'Esc', space: 'Space', backspace: 'Backspace', tab: 'Tab', delete: 'Delete',
}

/** A key as tinykeys spells it (event.key) -> its word; arrows are the same symbol in every language. */
const namedKeys: Record<string, KeyName> = { Enter: 'enter', Escape: 'escape', Space: 'space', Backspace: 'backspace', Tab: 'tab', Delete: 'delete' }
const arrows: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' }

export type KeyLabel = (name: KeyName) => string
const english: KeyLabel = (name) => englishKeyLabels[name]

/**
 * How a shortcut is shown: one array of key caps per press ('g l' -> [['G'], ['L']]), the word keys in the user's
 * language through `label` ('Shift+A' -> [['Umschalt', 'A']] in German). A Mac shows its modifier symbols.
 */
export function shortcutKeys(shortcut: string, isMac: boolean, label: KeyLabel = english): string[][] {
  return shortcut
    .trim()
    .split(/\s+/)
    .map((press) => {
      const parts = press.split(/\b\+/)
      const key = parts.pop() ?? ''
      // A printable symbol already implies its Shift ('Shift+?' is typed and shown as '?').
      const modifiers = key.length === 1 && !/[a-z0-9]/i.test(key) ? parts.filter((m) => m !== 'Shift') : parts
      return [...modifiers.map((m) => modifierLabel(m, isMac, label)), keyCap(key, label)]
    })
}

function keyCap(key: string, label: KeyLabel): string {
  if (key.length === 1) return key.toUpperCase()
  if (arrows[key]) return arrows[key]
  const name = namedKeys[key]
  return name ? label(name) : key
}

function modifierLabel(modifier: string, isMac: boolean, label: KeyLabel): string {
  switch (modifier) {
    case '$mod':
      return isMac ? '⌘' : label('ctrl')
    case 'Meta':
      return isMac ? '⌘' : label('meta')
    case 'Control':
      return isMac ? '⌃' : label('ctrl')
    case 'Alt':
      return isMac ? '⌥' : label('alt')
    case 'Shift':
      return isMac ? '⇧' : label('shift')
    default:
      return modifier
  }
}

/** The value of aria-keyshortcuts (WAI-ARIA spelling: 'Control+K', sequences separated by spaces are not allowed). */
export function ariaKeyShortcuts(shortcut: string, isMac: boolean): string | undefined {
  const presses = shortcut.trim().split(/\s+/)
  if (presses.length > 1) return undefined
  return presses[0].replace('$mod', isMac ? 'Meta' : 'Control').replace(/\+(\w)$/, (_, k: string) => `+${k.toUpperCase()}`)
}

export function isMacPlatform(): boolean {
  return typeof navigator === 'object' && /Mac|iPod|iPhone|iPad/.test(navigator.platform)
}
