/**
 * The keyboard model of a selectable table, pure so it is tested without a DOM: a focused row index, the selected
 * row ids and the anchor a range selection starts from (the last row toggled with x).
 */
export type RowKeyboardState<Id> = { focus: number; selected: ReadonlySet<Id>; anchor: number | null }

export type RowKeyboardAction =
  | { type: 'move'; by: number }
  | { type: 'moveTo'; index: number }
  | { type: 'toggle' }
  | { type: 'range' }
  | { type: 'selectAll' }
  | { type: 'clear' }

export function initialRowKeyboard<Id>(): RowKeyboardState<Id> {
  return { focus: 0, selected: new Set<Id>(), anchor: null }
}

const clamp = (index: number, count: number) => Math.max(0, Math.min(count - 1, index))

/** Applies one key's action; `ids` are the ids of the rows loaded now, in display order. */
export function rowKeyboardReducer<Id>(state: RowKeyboardState<Id>, action: RowKeyboardAction, ids: readonly Id[]): RowKeyboardState<Id> {
  const count = ids.length
  if (count === 0) return action.type === 'clear' ? { ...state, selected: new Set(), anchor: null } : state
  const focus = clamp(state.focus, count)
  switch (action.type) {
    case 'move':
      return { ...state, focus: clamp(focus + action.by, count) }
    case 'moveTo':
      return { ...state, focus: clamp(action.index, count) }
    case 'toggle': {
      const selected = new Set(state.selected)
      const id = ids[focus]
      if (selected.has(id)) selected.delete(id)
      else selected.add(id)
      return { focus, selected, anchor: focus }
    }
    case 'range': {
      const from = state.anchor === null ? focus : clamp(state.anchor, count)
      const selected = new Set(state.selected)
      for (let i = Math.min(from, focus); i <= Math.max(from, focus); i++) selected.add(ids[i])
      return { focus, selected, anchor: focus }
    }
    case 'selectAll': {
      const all = ids.every((id) => state.selected.has(id))
      return { focus, selected: all ? new Set() : new Set(ids), anchor: state.anchor }
    }
    case 'clear':
      return { focus, selected: new Set(), anchor: null }
  }
}

/** The action a key press stands for inside the table, or null when the table leaves the key alone. */
export function keyToRowAction(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>, pageSize: number): RowKeyboardAction | 'open' | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  if (key === 'j' || key === 'ArrowDown') return { type: 'move', by: 1 }
  if (key === 'k' || key === 'ArrowUp') return { type: 'move', by: -1 }
  if (key === 'PageDown') return { type: 'move', by: pageSize }
  if (key === 'PageUp') return { type: 'move', by: -pageSize }
  if (key === 'Home') return { type: 'moveTo', index: 0 }
  if (key === 'End') return { type: 'moveTo', index: Number.MAX_SAFE_INTEGER }
  if (key === 'x' || key === ' ') return event.shiftKey ? { type: 'range' } : { type: 'toggle' }
  if (key === 'a' && event.shiftKey) return { type: 'selectAll' }
  if (key === 'Escape') return { type: 'clear' }
  if (key === 'Enter') return 'open'
  return null
}
