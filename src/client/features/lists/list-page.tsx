import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { actionCommandIds, listActions, openListSlot, type ListPanel, type OpenListSlot } from '../../../../commands/lists'
import { leadJobsSlot } from '../../../../commands/lead-jobs'
import { rowsSlot } from '../../../../commands/rows'
import type { TableFilter } from '../../../api/results'
import type { ResultFilter } from '../../../shared/leads/filters'
import { defaultPageSize } from '../../../shared/leads/types'
import { useT } from '../../i18n'
import { listPath } from '../../routing/list-path'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { useRowKeyboard } from '../../ui/table/use-row-keyboard'
import { ConfirmDialog } from './confirm-dialog'
import { FilterBar, resultsSearchId } from './list/filter-bar'
import { LabelsDialog } from './list/labels-dialog'
import { LeadJobsConfirmDialog } from './list/lead-jobs-confirm-dialog'
import { LeadJobsFailuresDialog } from './list/lead-jobs-failures-dialog'
import { LeadJobsProgress } from './list/lead-jobs-progress'
import { ListHeader } from './list/list-header'
import { ListProgress } from './list/list-progress'
import { ManualEntryDialog } from './list/manual-entry-dialog'
import { MoreFiltersDialog } from './list/more-filters-dialog'
import { ResultsTable } from './list/results-table'
import { useLeadJobsSlot } from './list/use-lead-jobs-slot'
import { useListProgress } from './list/use-list-progress'
import { useResults } from './list/use-results'
import { archiveLists, deleteLists, deleteResults, exportCsv } from './list-actions'
import { SearchHistoryDialog } from './search-history-dialog'
import { useConfirmRequest } from './use-confirm-request'
import { useOpenList } from './use-open-list'

const initialFilter: TableFilter = { custom_search: [], search: '', search_type: 'contain', withEmail: -1, sent: null }

/** saved-lists/{type}-{id}: the list's results, filters, live progress and every list action as a command. */
export default function ListPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const { list, query } = useOpenList()
  const [filter, setFilterState] = useState<TableFilter>(initialFilter)
  const [panel, setPanel] = useState<ListPanel | null>(null)
  const results = useResults(list, filter)
  useListProgress(list, results.follow)
  const keyboard = useRowKeyboard(results.ids)
  const { dispatch } = keyboard

  const setFilter = useCallback((patch: Partial<TableFilter>) => setFilterState((previous) => ({ ...previous, ...patch })), [])
  useEffect(() => {
    dispatch({ type: 'clear' })
  }, [filter, dispatch])
  const open = useCallback((next: ListPanel) => {
    if (next === 'search') document.getElementById(resultsSearchId)?.focus()
    else setPanel(next)
  }, [])
  const queryClient = useQueryClient()
  const confirmation = useConfirmRequest()
  const [historyOpen, setHistoryOpen] = useState(false)
  const clearSelection = useCallback(() => dispatch({ type: 'clear' }), [dispatch])
  const jobs = useLeadJobsSlot(list, clearSelection)
  const fullFilter = useMemo<ResultFilter>(() => ({ ...filter, page: 1, limit: defaultPageSize }), [filter])
  const slot = useMemo<OpenListSlot | undefined>(
    () =>
      list
        ? {
            list,
            selection: keyboard.selectedIds,
            filter: fullFilter,
            setFilter,
            open,
            confirm: confirmation.confirm,
            openHistory: () => setHistoryOpen(true),
            archiveLists: async (lists, archived) => {
              await archiveLists(queryClient, lists, archived)
              clearSelection()
            },
            deleteLists: async (lists) => {
              await deleteLists(queryClient, lists)
              navigate('/lead-search/saved-lists')
            },
            deleteResults: async (scope) => {
              const deleted = await deleteResults(queryClient, list, scope)
              clearSelection()
              return deleted
            },
            exportCsv: (scope) => exportCsv(list, scope),
          }
        : undefined,
    [list, keyboard.selectedIds, fullFilter, setFilter, open, confirmation.confirm, queryClient, clearSelection, navigate],
  )
  useProvideSlot(openListSlot, slot)
  useProvideSlot(rowsSlot, keyboard.commands)
  useProvideSlot(leadJobsSlot, list ? jobs.slot : undefined)

  if (!list) return query.isError ? <p role="alert">{t('leads.list.notFound')}</p> : <LoadingState />
  const close = () => setPanel(null)
  return (
    <section className={pageStyles.page} aria-labelledby="list-title">
      <ListHeader list={list} />
      <ListProgress list={list} />
      <LeadJobsProgress jobs={jobs.slot.jobs} />
      <nav className={pageStyles.row} aria-label={t('leads.list.actions')}>
        {listActions[list.type].map((action) => (
          <CommandButton key={action} id={actionCommandIds[action]} />
        ))}
        <CommandButton id="list.findEmails" />
        {listActions[list.type].includes('crm') ? <CommandButton id="list.sendWebhook" /> : null}
        <CommandButton id={list.is_archived ? 'list.unarchive' : 'list.archive'} />
        <CommandButton id="list.history" />
        <Link href={listPath(list, 'tags-and-source')}>{t('leads.list.tagsAndSource')}</Link>
        <Link href={listPath(list, 'webhook')}>{t('leads.list.webhook')}</Link>
      </nav>
      <FilterBar filter={filter} onChange={setFilter} showEmail={listActions[list.type].includes('email-found')} />
      {filter.custom_search.length ? (
        <p className={pageStyles.muted}>{t('leads.moreFilters.active', { count: filter.custom_search.length })}</p>
      ) : null}
      <ResultsTable
        list={list}
        rows={results.rows}
        total={results.total}
        keyboard={keyboard}
        filter={filter}
        onSort={(sort) => setFilter({ sort })}
        onOpen={(row) => navigate(listPath(list, String(row.id)))}
        onNearEnd={results.loadMore}
      />
      {!results.loading && results.rows.length === 0 ? <p className={pageStyles.muted}>{t('leads.list.empty')}</p> : null}
      <MoreFiltersDialog open={panel === 'moreFilters'} type={list.type} value={filter.custom_search} onApply={(custom_search) => setFilter({ custom_search })} onClose={close} />
      <LabelsDialog open={panel === 'labels'} listId={list.id} selection={keyboard.selectedIds} onClose={close} />
      <ManualEntryDialog open={panel === 'manualEntry'} list={list} onClose={close} />
      <SearchHistoryDialog list={historyOpen ? list : null} onClose={() => setHistoryOpen(false)} />
      <ConfirmDialog request={confirmation.request} onDone={confirmation.clear} />
      <LeadJobsConfirmDialog request={jobs.jobRequest} onDone={jobs.clearJobRequest} />
      <LeadJobsFailuresDialog job={jobs.failuresJob} onClose={jobs.closeFailures} />
    </section>
  )
}
