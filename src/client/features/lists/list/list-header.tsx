import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { listHistoryQuery } from '../../../../api/lists'
import type { SavedList } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { pageStyles } from '../../../ui/page-styles'
import { leadStyles } from '../../../ui/lead-styles'

/** The list's name, type, state and total, a "Demo data" label when the demo provider filled it, and the way back. */
export function ListHeader(props: { list: SavedList; title?: string }) {
  const t = useT()
  const { list } = props
  // The list says it holds demo data, or one of its search runs came from the demo provider.
  const history = useQuery({ ...listHistoryQuery(list.id), enabled: !list.is_demo })
  const demo = list.is_demo || (history.data ?? []).some((run) => run.provider === 'demo')
  return (
    <header className={leadStyles.header}>
      <div>
        <Link href="/lead-search/saved-lists">{t('leads.common.back')}</Link>
        <h2 id="list-title">{props.title ?? list.name}</h2>
        <p className={pageStyles.muted}>
          {t(`leads.types.${list.type}`)} · <span className={pageStyles.badge}>{t(`leads.states.${list.state}`)}</span>{' '}
          {demo ? (
            <span className={pageStyles.badge} data-tone="demo">
              {t('leads.demo')}
            </span>
          ) : null}{' '}
          · {t('leads.list.total', { count: list.total })}
        </p>
      </div>
    </header>
  )
}
