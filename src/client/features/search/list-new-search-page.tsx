import { useT } from '../../i18n'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { ListHeader } from '../lists/list/list-header'
import { SearchForm } from './new-search/search-form'
import { useOpenList } from '../lists/use-open-list'

/** saved-lists/{type}-{id}/new-search: one more search whose results go into this list. */
export default function ListNewSearchPage() {
  const t = useT()
  const { list, query } = useOpenList()
  if (!list) return query.isError ? <p role="alert">{t('leads.list.notFound')}</p> : <LoadingState />
  return (
    <section className={pageStyles.page} aria-labelledby="list-title">
      <ListHeader list={list} title={t('leads.newSearch.intoList', { name: list.name })} />
      <SearchForm initialType={list.type} list={list} />
    </section>
  )
}
