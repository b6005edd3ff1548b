import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { listActions, openListSlot, type ListPanel, type OpenListSlot } from '../../../../commands/lists'
import { leadJobsSlot } from '../../../../commands/lead-jobs'
import { rowsSlot } from '../../../../commands/rows'
import type { TableFilter } from '../../../api/results'
import { useT } from '../../i18n'
import { listPath } from '../../routing/list-path'
import { usePageTitle } from '../../shell/page-title'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { useRowKeyboard } from '../../ui/table/use-row-keyboard'
import { css } from '../../theme'
import { ConfirmDialog } from './confirm-dialog'
import { FilterBar, resultsSearchId } from './list/filter-bar'
import { LabelsDialog } from './list/labels-dialog'
import { LeadJobsConfirmDialog } from './list/lead-jobs-confirm-dialog'
import { LeadJobsFailuresDialog } from './list/lead-jobs-failures-dialog'
import { LeadJobsProgress } from './list/lead-jobs-progress'
import { ListHeader } from './list/list-header'
import { ListProgress } from './list/list-progress'
import { ListToolbar, ResultColumnChooser } from './list/list-toolbar'
import { ManualEntryDialog } from './list/manual-entry-dialog'
import { MoreFiltersDialog } from './list/more-filters-dialog'
import { ResultsTable } from './list/results-table'
import { SelectionBar } from './list/selection-bar'
import { useLeadJobsSlot } from './list/use-lead-jobs-slot'
import { useListProgress } from './list/use-list-progress'
import { asResultFilter, useListSelection } from './list/use-list-selection'
import { useResultLayout } from './list/use-result-layout'
import { useResults } from './list/use-results'
import { archiveLists, deleteLists, deleteResults, exportCsv, resumeSearch } from './list-actions'
import { SearchHistoryDialog } from './search-history-dialog'
import { useConfirmRequest } from './use-confirm-request'
import { useOpenList } from './use-open-list'

const initialFilter: TableFilter = { custom_search: [], search: '', search_type: 'contain', withEmail: -1, sent: null }

/** The table is the page: the bands above it stay short so its first rows show at 1366x768 without scrolling. */
const page = css`
  max-width: none;
  gap: 10px;
`

/** saved-lists/{type}-{id}: the list's results, filters, live progress and every list action as a command. */
export default function ListPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const { list, query } = useOpenList()
  usePageTitle(list?.name)
  const [filter, setFilterState] = useState<TableFilter>(initialFilter)
  const [panel, setPanel] = useState<ListPanel | null>(null)
  const results = useResults(list, filter)
  useListProgress(list, results.follow)
  const keyboard = useRowKeyboard(results.ids)
  const selection = useListSelection(list, filter, results.total, keyboard)

  const setFilter = useCallback((patch: Partial<TableFilter>) => setFilterState((previous) => ({ ...previous, ...patch })), [])
  const open = useCallback((next: ListPanel) => {
    if (next === 'search') document.getElementById(resultsSearchId)?.focus()
    else setPanel(next)
  }, [])
  const queryClient = useQueryClient()
  const confirmation = useConfirmRequest()
  const [historyOpen, setHistoryOpen] = useState(false)
  const { clearSelection, selectMatching, matching } = selection
  const jobs = useLeadJobsSlot(list, clearSelection)
  const fullFilter = useMemo(() => asResultFilter(filter), [filter])
  const slot = useMemo<OpenListSlot | undefined>(
    () =>
      list
        ? {
            list,
            selection: keyboard.selectedIds,
            matching,
            filter: fullFilter,
            setFilter,
            open,
            selectMatching,
            clearSelection,
            confirm: confirmation.confirm,
            openHistory: () => setHistoryOpen(true),
            archiveLists: async (lists, archived) => {
              await archiveLists(queryClient, lists, archived)
              clearSelection()
            },
            deleteLists: async (lists) => {
              // Leave first: the page must not ask for a list that is going away.
              navigate('/lead-search/saved-lists')
              await deleteLists(queryClient, lists)
            },
            deleteResults: async (scope) => {
              const deleted = await deleteResults(queryClient, list, scope)
              clearSelection()
              return deleted
            },
            exportCsv: (scope) => exportCsv(list, scope),
            resumeSearch: () => resumeSearch(queryClient, list),
          }
        : undefined,
    [list, keyboard.selectedIds, matching, fullFilter, setFilter, open, selectMatching, clearSelection, confirmation.confirm, queryClient, navigate],
  )
  useProvideSlot(openListSlot, slot)
  useProvideSlot(rowsSlot, keyboard.commands)
  useProvideSlot(leadJobsSlot, list ? jobs.slot : undefined)
  const layout = useResultLayout(list)

  if (!list) return query.isError ? <p role="alert">{t('leads.list.notFound')}</p> : <LoadingState />
  const close = () => setPanel(null)
  return (
    <section className={`${pageStyles.page} ${page}`} aria-label={list.name}>
      <ListHeader list={list} />
      <ListProgress list={list} />
      <LeadJobsProgress jobs={jobs.slot.jobs} />
      <ListToolbar filters={<FilterBar filter={filter} onChange={setFilter} showEmail={listActions[list.type].includes('email-found')} />} />
      {filter.custom_search.length ? (
        <p className={pageStyles.muted}>{t('leads.moreFilters.active', { count: filter.custom_search.length })}</p>
      ) : null}
      <SelectionBar list={list} total={results.total} selection={selection} aside={<ResultColumnChooser layout={layout} />} />
      <ResultsTable
        list={list}
        rows={results.rows}
        total={results.total}
        keyboard={selection.keyboard}
        layout={layout}
        filter={filter}
        onSort={(sort) => setFilter({ sort })}
        onOpen={(row) => navigate(listPath(list, String(row.id)))}
        onNearEnd={results.loadMore}
      />
      {!results.loading && results.rows.length === 0 ? <p className={pageStyles.muted}>{t('leads.list.empty')}</p> : null}
      <MoreFiltersDialog open={panel === 'moreFilters'} type={list.type} value={filter.custom_search} onApply={(custom_search) => setFilter({ custom_search })} onClose={close} />
      <LabelsDialog
        open={panel === 'labels'}
        listId={list.id}
        targets={selection.scope ? (selection.scope.scope === 'selection' ? { result_ids: [...selection.scope.ids] } : { campaign_id: list.id, ...selection.scope }) : null}
        count={selection.count}
        onClose={close}
      />
      <ManualEntryDialog open={panel === 'manualEntry'} list={list} onClose={close} />
      <SearchHistoryDialog list={historyOpen ? list : null} onClose={() => setHistoryOpen(false)} />
      <ConfirmDialog request={confirmation.request} onDone={confirmation.clear} />
      <LeadJobsConfirmDialog request={jobs.jobRequest} onDone={jobs.clearJobRequest} />
      <LeadJobsFailuresDialog job={jobs.failuresJob} onClose={jobs.closeFailures} />
    </section>
  )
}
