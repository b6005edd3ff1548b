import { useT } from '../../../i18n'
import { css, theme } from '../../../theme'
import { CommandButton } from '../../../ui/command-button'

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

/** "1,204 subscriptions · 3 selected · Select all 1,204 matching · Clear", and the bulk commands when rows are selected. */
export function SubscriptionsSelectionBar(props: { total: number; count: number; matching: boolean }) {
  const t = useT()
  const { total, count, matching } = props
  return (
    <div className={bar}>
      <p role="status">
        <strong>{t('wlSubs.bulk.shown', { count: total })}</strong>
        {count ? <> · {matching ? t('wlSubs.bulk.allMatchingSelected', { count }) : t('wlSubs.bulk.selected', { count })}</> : null}
      </p>
      {total > 0 && !matching ? (
        <CommandButton id="whitelabel.subscriptions.selectMatching" variant="ghost">
          {t('wlSubs.bulk.selectAllMatching', { count: total })}
        </CommandButton>
      ) : null}
      {count ? (
        <>
          <CommandButton id="whitelabel.subscriptions.extend" />
          <CommandButton id="whitelabel.subscriptions.changePackage" />
          <CommandButton id="whitelabel.subscriptions.cancel" />
          <CommandButton id="whitelabel.subscriptions.export" />
          <CommandButton id="whitelabel.subscriptions.clearSelection" variant="ghost" />
        </>
      ) : null}
    </div>
  )
}
