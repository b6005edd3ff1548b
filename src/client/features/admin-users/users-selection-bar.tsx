import { useT } from '../../i18n'
import { css, theme } from '../../theme'
import { CommandButton } from '../../ui/command-button'

const bar = css`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  min-height: 32px;
  color: ${theme.color.muted};
  p { margin: 0; }
  strong { color: ${theme.color.text}; }
`

/** "1,204 users · 3 selected · Select all 1,204 matching · Clear", and the bulk commands when rows are selected. */
export function UsersSelectionBar(props: { total: number; count: number; matching: boolean }) {
  const t = useT()
  const { total, count, matching } = props
  return (
    <div className={bar}>
      <p role="status">
        <strong>{t('adminUsers.bulk.shown', { count: total })}</strong>
        {count ? <> · {matching ? t('adminUsers.bulk.allMatchingSelected', { count }) : t('adminUsers.bulk.selected', { count })}</> : null}
      </p>
      {total > 0 && !matching ? (
        <CommandButton id="admin.users.selectMatching" variant="ghost">
          {t('adminUsers.bulk.selectAllMatching', { count: total })}
        </CommandButton>
      ) : null}
      {count ? (
        <>
          <CommandButton id="admin.users.grantCredits" />
          <CommandButton id="admin.users.changePlan" />
          <CommandButton id="admin.users.disable" />
          <CommandButton id="admin.users.clearSelection" variant="ghost" />
        </>
      ) : null}
    </div>
  )
}
