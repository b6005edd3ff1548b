import { afterEach, describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { bindKeymap, buildKeymap, findShortcutCollisions, worksWhileTyping } from '../../commands/keymap'
import { createRegistry, defineCommand } from '../../commands/registry'
import { shortcutKeys } from '../../commands/shortcut-format'

const withShortcut = (id: string, shortcut: string) =>
  defineCommand({ id, title: id, group: 'interface', scope: 'global', shortcut, when: () => true, run: () => {} })

let unbind: (() => void) | null = null
afterEach(() => {
  unbind?.()
  unbind = null
  document.body.innerHTML = ''
})

function press(target: EventTarget, key: string, init: KeyboardEventInit = {}) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
}

/** The modifier tinykeys reads as $mod on this platform. */
const mod: KeyboardEventInit = /Mac|iPod|iPhone|iPad/.test(navigator.platform) ? { metaKey: true } : { ctrlKey: true }

function listen() {
  const ran: string[] = []
  unbind = bindKeymap(window, appRegistry, (id) => void ran.push(id))
  return ran
}

describe('key map', () => {
  it('is derived from the registry: one binding per declared shortcut', () => {
    const { whileTyping, outsideFields } = buildKeymap(appRegistry, () => {})
    const declared = appRegistry.all().filter((c) => c.shortcut).map((c) => c.shortcut)
    expect(Object.keys({ ...whileTyping, ...outsideFields }).sort()).toEqual([...declared].sort())
    expect(declared.length).toBeGreaterThan(10)
  })

  it('has no colliding shortcuts in the app registry', () => {
    expect(findShortcutCollisions(appRegistry.all())).toEqual([])
  })

  it('detects two commands on one shortcut and a shortcut that starts a sequence', () => {
    expect(findShortcutCollisions([withShortcut('a', 'Shift+A'), withShortcut('b', 'shift+a')])).toEqual([{ shortcut: 'shift+a', ids: ['a', 'b'] }])
    expect(findShortcutCollisions([withShortcut('a', 'g'), withShortcut('b', 'g l')])).toHaveLength(1)
    expect(() => buildKeymap(createRegistry([withShortcut('a', 'x'), withShortcut('b', 'X')]), () => {})).toThrow(/collisions/)
  })

  it('runs a sequence shortcut outside fields', () => {
    const ran = listen()
    press(document.body, 'g')
    press(document.body, 'l')
    expect(ran).toEqual(['nav.leadSearch.savedLists'])
  })

  it('opens the cheat sheet with ? (typed with Shift)', () => {
    const ran = listen()
    press(document.body, '?', { shiftKey: true })
    expect(ran).toEqual(['ui.cheatSheet'])
  })

  it('ignores plain keys and sequences while typing, but keeps $mod combos', () => {
    const ran = listen()
    const input = document.createElement('input')
    document.body.append(input)
    press(input, 'g')
    press(input, 'l')
    press(input, '?', { shiftKey: true })
    press(input, 'k', mod)
    expect(ran).toEqual(['ui.palette'])
  })

  it('ignores shortcuts in contenteditable regions and text areas', () => {
    const ran = listen()
    const editor = document.createElement('div')
    editor.setAttribute('contenteditable', 'true')
    const textarea = document.createElement('textarea')
    document.body.append(editor, textarea)
    press(editor, 'Q', { shiftKey: true })
    press(textarea, 'Q', { shiftKey: true })
    expect(ran).toEqual([])
    press(document.body, 'Q', { shiftKey: true })
    expect(ran).toEqual(['session.logout'])
  })

  it('stops listening when unbound', () => {
    const ran = listen()
    unbind?.()
    unbind = null
    press(document.body, 'b', mod)
    expect(ran).toEqual([])
  })

  it('tells $mod combos from plain keys and formats hints', () => {
    expect(worksWhileTyping('$mod+k')).toBe(true)
    expect(worksWhileTyping('Shift+Q')).toBe(false)
    expect(worksWhileTyping('g l')).toBe(false)
    expect(shortcutKeys('$mod+k', false)).toEqual([['Ctrl', 'K']])
    expect(shortcutKeys('$mod+k', true)).toEqual([['⌘', 'K']])
    expect(shortcutKeys('g l', false)).toEqual([['G'], ['L']])
    expect(shortcutKeys('Shift+?', false)).toEqual([['?']])
  })
})
