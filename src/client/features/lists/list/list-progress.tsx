import type { SavedList } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { css, theme } from '../../../theme'
import { pageStyles } from '../../../ui/page-styles'

const bar = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  progress { width: 100%; height: 12px; accent-color: ${theme.color.primary}; }
`

/** Live progress of the list's running search (found of target), and why the last search stopped early. */
export function ListProgress(props: { list: SavedList }) {
  const t = useT()
  const { progress, stop_reason } = props.list
  const outOfCredits = stop_reason !== null && /credit/i.test(stop_reason)
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
      {stop_reason ? (
        <p role="status" className={pageStyles.notice} data-tone="danger">
          {outOfCredits ? t('leads.progress.outOfCredits') : t('leads.progress.stopped', { reason: stop_reason })}
        </p>
      ) : null}
    </>
  )
}
