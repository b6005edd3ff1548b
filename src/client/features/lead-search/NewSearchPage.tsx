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
    <section className={leadStyles.page} aria-label={t('leads.newSearch.title')}>
      <ListPaletteSource />
      <SearchForm key={initialType} initialType={initialType} />
    </section>
  )
}
