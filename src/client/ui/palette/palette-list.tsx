import { useEffect, useRef, type RefObject } from 'react'
import { availability } from '../../../../commands/registry'
import type { CommandContext } from '../../../../commands/types'
import { styled, theme } from '../../theme'
import { useRowWindow } from '../table/use-row-window'
import type { PaletteRow } from './palette-rows'
import { ShortcutHint } from './shortcut-hint'

/** Every row has this height, so the window is arithmetic on scrollTop and never measures a row. */
export const paletteRowHeight = 52
const overscan = 6
const noHead: RefObject<HTMLElement | null> = { current: null }

export const optionId = (listId: string, index: number) => `${listId}-${index}`

type Props = {
  id: string
  label: string
  rows: readonly PaletteRow[]
  active: number
  ctx: CommandContext
  onActive(index: number): void
  onChoose(row: PaletteRow): void
}

/**
 * The palette's results as a listbox that renders only the rows in view (plus a few): every match is in the list,
 * tens of thousands of them cost what twenty do. The input keeps the focus and points at the active row with
 * aria-activedescendant; the window follows the active row so that row is always rendered.
 */
export function PaletteList({ id, label, rows, active, ctx, onActive, onChoose }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { start, size, reveal } = useRowWindow({ scrollRef, headRef: noHead, count: rows.length, rowHeight: paletteRowHeight, overscan })

  useEffect(() => {
    if (active >= 0) reveal(active)
  }, [active, reveal])

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0
  }, [rows])

  const shown = rows.slice(start, start + size)
  return (
    <Scroller ref={scrollRef} role="listbox" id={id} aria-label={label}>
      <Spacer style={{ height: rows.length * paletteRowHeight }}>
        {shown.map((row, offset) => {
          const index = start + offset
          const showShortcut = row.command.shortcut && row.id === row.command.id
          // The command's own second line (what running it now would do), on its row only, not on its argument rows.
          const detail = row.id === row.command.id ? (row.command.detail?.(ctx) ?? null) : null
          return (
            <Option
              key={row.id}
              id={optionId(id, index)}
              role="option"
              aria-selected={index === active}
              data-selected={index === active ? 'true' : undefined}
              data-command={row.command.id}
              data-row={row.id}
              style={{ top: index * paletteRowHeight }}
              onPointerMove={() => {
                if (index !== active) onActive(index)
              }}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (availability(row.command, ctx).available) onChoose(row)
              }}
            >
              <ItemText>
                <Title>{row.title}</Title>
                {detail ? <Note data-detail="">{detail}</Note> : row.note ? <Note>{row.note}</Note> : null}
              </ItemText>
              <Group>{row.group}</Group>
              {showShortcut ? <ShortcutHint shortcut={row.command.shortcut!} thenLabel={ctx.t('commands.cheatSheet.then')} /> : null}
            </Option>
          )
        })}
      </Spacer>
    </Scroller>
  )
}

const Scroller = styled('div')`
  overflow-y: auto;
  max-height: 60vh;
  padding: 0 ${theme.space(2)};
  &:empty { display: none; }
`
const Spacer = styled('div')`
  position: relative;
`
const Option = styled('div')`
  position: absolute;
  left: 0;
  right: 0;
  height: ${paletteRowHeight}px;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  cursor: pointer;
  &[aria-selected='true'] { background: ${theme.color.page}; box-shadow: inset 3px 0 0 ${theme.color.primary}; }
`
const ItemText = styled('span')`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`
const Title = styled('span')`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`
const Note = styled('span')`
  font-size: 12px;
  color: ${theme.color.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`
const Group = styled('span')`
  font-size: 12px;
  color: ${theme.color.muted};
`
