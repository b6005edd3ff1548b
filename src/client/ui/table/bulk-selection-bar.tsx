import { useT } from '../../i18n'
import { css, theme } from '../../theme'
import { CommandButton } from '../command-button'

/** The row above a table that counts what is shown and selected, and holds the bulk commands. */
export const selectionBar = css`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  min-height: 32px;
  color: ${theme.color.muted};
  p { margin: 0; }
  strong { color: ${theme.color.text}; }
`

export type BulkSelectionBarProps = {
  total: number
  count: number
  /** Everything matching the filter is selected, not only the rows ticked. */
  matching: boolean
  /** The catalogue namespace holding `shown`, `selected`, `allMatchingSelected` and `selectAllMatching` (counted). */
  words: string
  /** The commands that select every matching row and clear the selection. */
  selectMatching: string
  clear: string
  /** The bulk commands shown while rows are selected, in order. */
  actions: readonly string[]
}

/** "1,204 users · 3 selected · Select all 1,204 matching · Clear", and the bulk commands when rows are selected. */
export function BulkSelectionBar({ total, count, matching, words, selectMatching, clear, actions }: BulkSelectionBarProps) {
  const t = useT()
  return (
    <div className={selectionBar}>
      <p role="status">
        <strong>{t(`${words}.shown`, { count: total })}</strong>
        {count ? <> · {matching ? t(`${words}.allMatchingSelected`, { count }) : t(`${words}.selected`, { count })}</> : null}
      </p>
      {total > 0 && !matching ? (
        <CommandButton id={selectMatching} variant="ghost">
          {t(`${words}.selectAllMatching`, { count: total })}
        </CommandButton>
      ) : null}
      {count ? (
        <>
          {actions.map((id) => (
            <CommandButton key={id} id={id} />
          ))}
          <CommandButton id={clear} variant="ghost" />
        </>
      ) : null}
    </div>
  )
}
