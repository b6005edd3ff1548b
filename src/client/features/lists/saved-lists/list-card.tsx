import type { SavedList } from '../../../../shared/leads/types'
import { useLocale, useT } from '../../../i18n'
import { pageStyles } from '../../../ui/page-styles'
import { wordCount } from '../../../../shared/message-wording'
import { ListStateBadge } from '../list/list-state-badge'

/** One saved list as a grid card or a row: name, type, state, results, demo label and live progress. */
export function ListCard(props: { list: SavedList; id: string; selected: boolean; focused: boolean; onClick(): void; onOpen(): void }) {
  const t = useT()
  const { locale } = useLocale()
  const { list } = props
  return (
    <div role="option" id={props.id} aria-selected={props.selected} data-focused={props.focused ? '' : undefined} onClick={props.onClick} onDoubleClick={props.onOpen}>
      <strong>{list.name}</strong>
      <span>{t(`leads.types.${list.type}`)}</span>
      <span>
        <ListStateBadge list={list} />{' '}
        {list.is_demo ? (
          <span className={pageStyles.badge} data-tone="demo">
            {t('leads.demo')}
          </span>
        ) : null}
      </span>
      <span>{list.progress ? t('leads.progress.foundOf', { found: list.progress.found, target: list.progress.target ?? '?' }) : wordCount(t, locale, 'leads.list.total', list.total)}</span>
      <span className={pageStyles.muted}>{new Date(list.created_at).toLocaleDateString(locale)}</span>
    </div>
  )
}
