import { useMemo } from 'react'
import { useSearch } from 'wouter'
import { decodeSearchDraft } from '../../../shared/ai/icp'
import { isLeadType } from '../../../shared/leads/types'
import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { SearchForm } from './new-search/search-form'

/** /lead-search/new-search: pick a type (or ?type=, with ?draft= pre-filled filters), set the filters, location and list, run. */
export default function NewSearchPage() {
  const t = useT()
  const query = new URLSearchParams(useSearch())
  const type = query.get('type')
  const initialType = isLeadType(type) ? type : 'industry'
  // ?draft= pre-fills the filters and the location (an ICP suggestion opens its search this way).
  const rawDraft = query.get('draft')
  const initialDraft = useMemo(() => decodeSearchDraft(rawDraft) ?? undefined, [rawDraft])
  return (
    <section className={pageStyles.page} aria-label={t('leads.newSearch.title')}>
      <SearchForm key={`${initialType}:${rawDraft ?? ''}`} initialType={initialType} initialDraft={initialDraft} />
    </section>
  )
}
