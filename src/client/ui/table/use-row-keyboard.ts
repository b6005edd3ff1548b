import { useCallback, useMemo, useReducer, useRef } from 'react'
import type { RowCommands } from '../../../../commands/rows'
import { initialRowKeyboard, isRowSelected, rowKeyboardReducer, type RowKeyboardAction, type RowKeyboardState } from './row-keyboard'

export type RowKeyboard<Id> = {
  state: RowKeyboardState<Id>
  dispatch(action: RowKeyboardAction): void
  /** The same actions for the command layer (j, k, x, Shift+x, Shift+a from anywhere on the page). */
  commands: RowCommands
  /** The grid element; commands move focus into it so the next key goes to the table. */
  gridRef: React.RefObject<HTMLElement | null>
  /** The rows selected by hand (none while every matching row is selected: see `state.matching`). */
  selectedIds: Id[]
  isSelected(id: Id): boolean
}

/** Holds a table's focused row and selection for the rows `ids` loaded now. */
export function useRowKeyboard<Id>(ids: readonly Id[]): RowKeyboard<Id> {
  const idsRef = useRef(ids)
  idsRef.current = ids
  // The reducer reads the ids of the latest render: rows arrive page by page while the user moves.
  const [state, send] = useReducer((current: RowKeyboardState<Id>, action: RowKeyboardAction) => rowKeyboardReducer(current, action, idsRef.current), undefined, () => initialRowKeyboard<Id>())
  const gridRef = useRef<HTMLElement | null>(null)
  const dispatch = useCallback((action: RowKeyboardAction) => send(action), [])
  const commands = useMemo<RowCommands>(() => {
    const act = (action: RowKeyboardAction) => () => {
      gridRef.current?.focus({ preventScroll: true })
      send(action)
    }
    return { next: act({ type: 'move', by: 1 }), previous: act({ type: 'move', by: -1 }), toggle: act({ type: 'toggle' }), range: act({ type: 'range' }), selectAll: act({ type: 'selectAll' }) }
  }, [])
  const selectedIds = useMemo(() => [...state.selected], [state.selected])
  const isSelected = useCallback((id: Id) => isRowSelected(state, id), [state])
  return { state, dispatch, commands, gridRef, selectedIds, isSelected }
}
