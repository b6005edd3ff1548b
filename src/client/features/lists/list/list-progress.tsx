import type { SavedList } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { css, theme } from '../../../theme'
import { pageStyles } from '../../../ui/page-styles'
import { CommandButton } from '../../../ui/command-button'

const bar = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  progress { width: 100%; height: 12px; accent-color: ${theme.color.primary}; }
`

const stopped = css`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  p { margin: 0; flex: 1 1 320px; }
`

/** Why a search stops early, by the reason the server records ('credits', 'error'); another reason as it came. */
const reasonKey = (reason: string) => (reason === 'credits' || reason === 'error' ? `leads.progress.reasons.${reason}` : null)

/**
 * Live progress of the list's running search (found of target), and why the last search stopped early. Stopped
 * because the credits ran out, it offers to buy credits (the wallet's buy command) and to resume the search.
 */
export function ListProgress(props: { list: SavedList }) {
  const t = useT()
  const { progress, stop_reason } = props.list
  const outOfCredits = stop_reason === 'credits' && !progress
  return (
    <>
      {progress ? (
        <div className={bar}>
          <span id="list-progress-label">
            {progress.target ? t('leads.progress.foundOf', { found: progress.found, target: progress.target }) : t('leads.progress.found', { found: progress.found })}
            {' · '}
            {t(`leads.progress.${progress.status}`)}
          </span>
          <progress aria-labelledby="list-progress-label" max={progress.target ?? undefined} value={progress.target ? progress.found : undefined} />
        </div>
      ) : null}
      {outOfCredits ? (
        <div role="status" className={`${pageStyles.notice} ${stopped}`} data-tone="danger">
          <p>{t('leads.progress.outOfCredits')}</p>
          <CommandButton id="list.topUp" variant="primary" />
          <CommandButton id="list.resumeSearch" />
        </div>
      ) : stop_reason && !progress ? (
        <p role="status" className={pageStyles.notice} data-tone="danger">
          {t('leads.progress.stopped', { reason: reasonKey(stop_reason) ? t(reasonKey(stop_reason)!) : stop_reason })}
        </p>
      ) : null}
    </>
  )
}
