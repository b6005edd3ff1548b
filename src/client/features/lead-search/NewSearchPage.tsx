import { useSearch } from 'wouter'
import { isLeadType } from '../../../shared/leads/types'
import { useT } from '../../i18n'
import { leadStyles } from './leadStyles'
import { ListPaletteSource } from './ListPaletteSource'
import { SearchForm } from './new-search/SearchForm'

/** /lead-search/new-search: pick a type (or ?type=), set the filters, location and list, run. */
export default function NewSearchPage() {
  const t = useT()
  const type = new URLSearchParams(useSearch()).get('type')
  const initialType = isLeadType(type) ? type : 'industry'
  return (
    <section className={leadStyles.page} aria-labelledby="new-search-title">
      <ListPaletteSource />
      <header className={leadStyles.header}>
        <h2 id="new-search-title">{t('leads.newSearch.title')}</h2>
      </header>
      <SearchForm key={initialType} initialType={initialType} />
    </section>
  )
}
