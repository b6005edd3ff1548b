/**
 * The selection model of a table, pure so it is tested without a DOM: a focused row index, the selected row ids,
 * the anchor a range starts from (the last row toggled, by x or a click) and `matching`: every row the table's
 * filter matches is selected, loaded or not (the server takes that as a filter scope).
 */
export type RowKeyboardState<Id> = { focus: number; selected: ReadonlySet<Id>; anchor: number | null; matching: boolean }

export type RowKeyboardAction =
  | { type: 'move'; by: number }
  | { type: 'moveTo'; index: number }
  | { type: 'toggle' }
  | { type: 'range' }
  /** A click on row `index`'s checkbox: that row becomes the cursor and the anchor. */
  | { type: 'toggleAt'; index: number }
  /** A Shift+click on row `index`: the range from the anchor to it. */
  | { type: 'rangeTo'; index: number }
  | { type: 'selectAll' }
  | { type: 'selectMatching' }
  | { type: 'clear' }

export function initialRowKeyboard<Id>(): RowKeyboardState<Id> {
  return { focus: 0, selected: new Set<Id>(), anchor: null, matching: false }
}

/** Whether row `id` is selected: picked by hand, or every matching row is. */
export const isRowSelected = <Id>(state: RowKeyboardState<Id>, id: Id) => state.matching || state.selected.has(id)

const clamp = (index: number, count: number) => Math.max(0, Math.min(count - 1, index))

/** The rows selected by hand; leaving "all matching" keeps the loaded rows it covered. */
const pickedRows = <Id>(state: RowKeyboardState<Id>, ids: readonly Id[]) => new Set(state.matching ? ids : state.selected)

function toggled<Id>(state: RowKeyboardState<Id>, index: number, ids: readonly Id[]): RowKeyboardState<Id> {
  const selected = pickedRows(state, ids)
  const id = ids[index]
  if (selected.has(id)) selected.delete(id)
  else selected.add(id)
  return { focus: index, selected, anchor: index, matching: false }
}

function ranged<Id>(state: RowKeyboardState<Id>, to: number, ids: readonly Id[]): RowKeyboardState<Id> {
  const from = state.anchor === null ? to : clamp(state.anchor, ids.length)
  const selected = pickedRows(state, ids)
  for (let i = Math.min(from, to); i <= Math.max(from, to); i++) selected.add(ids[i])
  return { focus: to, selected, anchor: to, matching: false }
}

/** Applies one key's or click's action; `ids` are the ids of the rows loaded now, in display order. */
export function rowKeyboardReducer<Id>(state: RowKeyboardState<Id>, action: RowKeyboardAction, ids: readonly Id[]): RowKeyboardState<Id> {
  const count = ids.length
  if (action.type === 'clear') return { ...state, selected: new Set(), anchor: null, matching: false }
  if (action.type === 'selectMatching') return { ...state, selected: new Set(), matching: true }
  if (count === 0) return state
  const focus = clamp(state.focus, count)
  switch (action.type) {
    case 'move':
      return { ...state, focus: clamp(focus + action.by, count) }
    case 'moveTo':
      return { ...state, focus: clamp(action.index, count) }
    case 'toggle':
      return toggled(state, focus, ids)
    case 'toggleAt':
      return toggled(state, clamp(action.index, count), ids)
    case 'range':
      return ranged(state, focus, ids)
    case 'rangeTo':
      return ranged(state, clamp(action.index, count), ids)
    case 'selectAll': {
      const all = state.matching || ids.every((id) => state.selected.has(id))
      return { focus, selected: all ? new Set() : new Set(ids), anchor: state.anchor, matching: false }
    }
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
