import type { ReactNode } from 'react'
import { useT } from '../../../i18n'
import { css } from '../../../theme'
import { CommandButton } from '../../../ui/command-button'
import { ColumnChooser } from '../../../ui/table/column-chooser'
import type { ResultLayout } from './use-result-layout'

/** The three actions used most on a list; everything else is one "More..." away (the palette, on this list's commands). */
export const primaryListActions = ['list.findEmails', 'list.customLabels', 'list.csv'] as const

const toolbar = css`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  flex-wrap: wrap;
  & > [role='search'] { flex: 1 1 auto; }
  & > nav { display: flex; gap: 8px; align-items: flex-end; flex-wrap: wrap; }
  & > nav button { min-height: 36px; padding: 6px 12px; }
`

/** Filters on the left, the list's main actions and "More..." on the right, in one band. */
export function ListToolbar(props: { filters: ReactNode }) {
  const t = useT()
  return (
    <div className={toolbar}>
      {props.filters}
      <nav aria-label={t('leads.list.actions')}>
        {primaryListActions.map((id) => (
          <CommandButton key={id} id={id} />
        ))}
        <CommandButton id="list.more">{t('leads.list.more')}</CommandButton>
      </nav>
    </div>
  )
}

/** Which columns the table shows, in which order (kept per user and list: use-result-layout.ts). */
export function ResultColumnChooser(props: { layout: ResultLayout }) {
  const t = useT()
  const { layout } = props
  return (
        <ColumnChooser
          labels={{
            title: t('leads.list.columns'),
            earlier: (column) => t('leads.list.columnEarlier', { column }),
            later: (column) => t('leads.list.columnLater', { column }),
            reset: t('leads.list.columnsReset'),
          }}
          columns={layout.chooserColumns}
          visibility={layout.layout.visibility}
          onVisibilityChange={(next) => layout.update('visibility', next)}
          onMove={layout.move}
          onReset={layout.reset}
        />
  )
}
