import { useEffect, useId, type KeyboardEvent } from 'react'
import type { SavedList } from '../../../../shared/leads/types'
import { css, theme } from '../../../theme'
import { keyToRowAction } from '../../../ui/table/row-keyboard'
import type { RowKeyboard } from '../../../ui/table/use-row-keyboard'
import { ListCard } from './list-card'

const collection = css`
  display: grid;
  gap: 8px;
  padding: 4px;
  border-radius: ${theme.radius.md};
  &:focus { outline: none; }
  &:focus-visible { box-shadow: ${theme.focusRing}; }
  &[data-view='grid'] { grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
  [role='option'] {
    display: flex; gap: 6px; padding: 12px; cursor: pointer;
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm};
  }
  &[data-view='grid'] [role='option'] { flex-direction: column; }
  &[data-view='list'] [role='option'] { align-items: center; justify-content: space-between; flex-wrap: wrap; }
  [role='option'][aria-selected='true'] { background: #F2F0FF; border-color: ${theme.color.primary}; }
  &:focus [role='option'][data-focused] { box-shadow: 0 0 0 2px ${theme.color.focus}; }
`

/** The saved lists as one multi-select listbox (grid or list view): j/k move, x select, Shift+x range, Enter opens. */
export function ListCollection(props: { label: string; lists: readonly SavedList[]; view: 'grid' | 'list'; keyboard: RowKeyboard<number>; onOpen(list: SavedList): void }) {
  const { lists, keyboard } = props
  const baseId = useId()
  const focus = Math.min(keyboard.state.focus, Math.max(0, lists.length - 1))
  const optionId = (index: number) => `${baseId}-list-${index}`
  // Effects return nothing: Chromium's scrollIntoView now answers a promise, which React would take for a cleanup.
  useEffect(() => {
    document.getElementById(optionId(focus))?.scrollIntoView({ block: 'nearest' })
  }, [focus]) // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyToRowAction(event, 10)
    if (!action) return
    event.preventDefault()
    event.stopPropagation()
    if (action === 'open') {
      if (lists[focus]) props.onOpen(lists[focus])
    } else keyboard.dispatch(action)
  }
  return (
    <div
      ref={(element) => void (keyboard.gridRef.current = element)}
      role="listbox"
      aria-label={props.label}
      aria-multiselectable="true"
      aria-activedescendant={lists.length ? optionId(focus) : undefined}
      tabIndex={0}
      data-view={props.view}
      className={collection}
      onKeyDown={onKeyDown}
    >
      {lists.map((list, index) => (
        <ListCard
          key={list.id}
          id={optionId(index)}
          list={list}
          selected={keyboard.state.selected.has(list.id)}
          focused={index === focus}
          onClick={() => keyboard.dispatch({ type: 'moveTo', index })}
          onOpen={() => props.onOpen(list)}
        />
      ))}
    </div>
  )
}
