import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { listHistoryQuery } from '../../../../api/lists'
import type { SavedList } from '../../../../shared/leads/types'
import { wordCount } from '../../../../shared/message-wording'
import { useLocale, useT } from '../../../i18n'
import { css } from '../../../theme'
import { pageStyles } from '../../../ui/page-styles'
import { leadStyles } from '../../../ui/lead-styles'
import { ListStateBadge } from './list-state-badge'

const line = css`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  margin: 0;
`

/** The list's type, state, total and a "Demo data" label when the demo provider filled it, on one line. */
function ListFacts(props: { list: SavedList }) {
  const t = useT()
  const { locale } = useLocale()
  const { list } = props
  // The list says it holds demo data, or one of its search runs came from the demo provider.
  const history = useQuery({ ...listHistoryQuery(list.id), enabled: !list.is_demo })
  const demo = list.is_demo || (history.data ?? []).some((run) => run.provider === 'demo')
  return (
    <>
      <span className={pageStyles.muted}>{t(`leads.types.${list.type}`)}</span>
      <ListStateBadge list={list} />
      {demo ? (
        <span className={pageStyles.badge} data-tone="demo">
          {t('leads.demo')}
        </span>
      ) : null}
      <span className={pageStyles.muted}>{wordCount(t, locale, 'leads.list.total', list.total)}</span>
    </>
  )
}

/**
 * The way back and the list's facts. With a `title` (the list's other pages) a heading names the page; the list
 * page itself has none: the top bar names it after the list.
 */
export function ListHeader(props: { list: SavedList; title?: string }) {
  const t = useT()
  const { list } = props
  if (props.title === undefined) {
    return (
      <p className={line}>
        <Link href="/lead-search/saved-lists">{t('leads.common.back')}</Link>
        <span aria-hidden="true">·</span>
        <ListFacts list={list} />
      </p>
    )
  }
  return (
    <header className={leadStyles.header}>
      <div>
        <Link href="/lead-search/saved-lists">{t('leads.common.back')}</Link>
        <h2 id="list-title">{props.title}</h2>
        <p className={line}>
          <ListFacts list={list} />
        </p>
      </div>
    </header>
  )
}
