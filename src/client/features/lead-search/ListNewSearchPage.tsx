import { useT } from '../../i18n'
import { LoadingState } from '../../ui/LoadingState'
import { pageStyles } from '../../ui/pageStyles'
import { ListHeader } from './list/ListHeader'
import { ListPaletteSource } from './ListPaletteSource'
import { SearchForm } from './new-search/SearchForm'
import { useOpenList } from './useOpenList'

/** saved-lists/{type}-{id}/new-search: one more search whose results go into this list. */
export default function ListNewSearchPage() {
  const t = useT()
  const { list, query } = useOpenList()
  if (!list) return query.isError ? <p role="alert">{t('leads.list.notFound')}</p> : <LoadingState />
  return (
    <section className={pageStyles.page} aria-labelledby="list-title">
      <ListPaletteSource />
      <ListHeader list={list} title={t('leads.newSearch.intoList', { name: list.name })} />
      <SearchForm initialType={list.type} list={list} />
    </section>
  )
}
