import type { KeyboardEvent } from 'react'

/** Inputs whose Enter is their own (a file chooser opens, a button presses). */
const ownEnter = new Set(['file', 'button', 'submit', 'reset', 'image'])

/**
 * Whether a key press in a form asks to submit it: Enter in a one-line field or a select, $mod+Enter in a
 * multi-line field (where Enter is a new line). Never while an input method composes a character.
 */
export function asksToSubmit(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing || event.altKey) return false
  const target = event.target as HTMLElement
  if (target.tagName === 'TEXTAREA') return event.ctrlKey || event.metaKey
  if (target.tagName === 'SELECT') return true
  return target.tagName === 'INPUT' && !ownEnter.has((target as HTMLInputElement).type)
}
