/** How a shortcut is shown: one array of key labels per press ('g l' -> [['G'], ['L']]). */
export function shortcutKeys(shortcut: string, isMac: boolean): string[][] {
  return shortcut
    .trim()
    .split(/\s+/)
    .map((press) => {
      const parts = press.split(/\b\+/)
      const key = parts.pop() ?? ''
      // A printable symbol already implies its Shift ('Shift+?' is typed and shown as '?').
      const modifiers = key.length === 1 && !/[a-z0-9]/i.test(key) ? parts.filter((m) => m !== 'Shift') : parts
      return [...modifiers.map((m) => modifierLabel(m, isMac)), key.length === 1 ? key.toUpperCase() : key]
    })
}

function modifierLabel(modifier: string, isMac: boolean): string {
  switch (modifier) {
    case '$mod':
      return isMac ? '⌘' : 'Ctrl'
    case 'Meta':
      return isMac ? '⌘' : 'Meta'
    case 'Control':
      return isMac ? '⌃' : 'Ctrl'
    case 'Alt':
      return isMac ? '⌥' : 'Alt'
    case 'Shift':
      return isMac ? '⇧' : 'Shift'
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
