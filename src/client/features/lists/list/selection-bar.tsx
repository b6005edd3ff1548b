import type { ReactNode } from 'react'
import type { SavedList } from '../../../../shared/leads/types'
import { wordCount } from '../../../../shared/message-wording'
import { useLocale, useT } from '../../../i18n'
import { css, theme } from '../../../theme'
import { CommandButton } from '../../../ui/command-button'
import { selectionBar } from '../../../ui/table/bulk-selection-bar'
import type { ListSelection } from './use-list-selection'

/** The shared selection bar, with the list's link-like buttons and its last item pushed to the right. */
const listBar = css`
  & > button { min-height: 32px; padding: 4px 12px; color: ${theme.color.primary}; }
  & > :last-child { margin-left: auto; }
`

/**
 * What the table holds and what is selected: "42 results · 5 selected · Select all 42 matching · Clear", "All 42
 * matching results selected", and how many selected results the filter hides. The buttons run the list's commands.
 */
export function SelectionBar(props: { list: SavedList; total: number; selection: ListSelection; aside?: ReactNode }) {
  const t = useT()
  const { locale } = useLocale()
  const { selection, total } = props
  const count = (key: string, n: number) => wordCount(t, locale, key, n)
  return (
    <div className={`${selectionBar} ${listBar}`}>
      <p role="status">
        <strong>{count('leads.list.shown', total)}</strong>
        {selection.count ? (
          <>
            {' · '}
            {selection.matching
              ? selection.matchingHere
                ? count('leads.list.allMatchingSelected', selection.count)
                : count('leads.list.matchingEarlier', selection.count)
              : count('leads.list.selectedCount', selection.count)}
          </>
        ) : null}
        {selection.hidden ? (
          <>
            {' · '}
            {count('leads.list.hiddenByFilter', selection.hidden)}
          </>
        ) : null}
      </p>
      {total > 0 && !selection.matchingHere ? (
        <CommandButton id="list.selectMatching" variant="ghost">
          {count('leads.list.selectAllMatching', total)}
        </CommandButton>
      ) : null}
      {selection.count ? <CommandButton id="list.clearSelection" variant="ghost" /> : null}
      {props.aside}
    </div>
  )
}
