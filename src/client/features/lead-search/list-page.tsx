import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { actionCommandIds, listActions } from '../../../../commands/lists'
import type { LeadPanel } from '../../../../commands/types'
import type { TableFilter } from '../../../api/results'
import type { ResultFilter } from '../../../shared/leads/filters'
import { defaultPageSize } from '../../../shared/leads/types'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideCommandContext } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { useRowKeyboard } from '../../ui/table/use-row-keyboard'
import { ConfirmDialog } from './confirm-dialog'
import { FilterBar, resultsSearchId } from './list/filter-bar'
import { LabelsDialog } from './list/labels-dialog'
import { LeadJobsConfirmDialog } from './list/lead-jobs-confirm-dialog'
import { LeadJobsFailuresDialog } from './list/lead-jobs-failures-dialog'
import { LeadJobsProgress } from './list/lead-jobs-progress'
import { AiWriteBridge } from '../ai/ai-write-bridge'
import { IntegrationsBridge } from '../integration/integrations-bridge'
import { useLeadJobs } from './list/use-lead-jobs'
import { ListHeader } from './list/list-header'
import { ListProgress } from './list/list-progress'
import { useListProgress } from './list/use-list-progress'
import { ManualEntryDialog } from './list/manual-entry-dialog'
import { MoreFiltersDialog } from './list/more-filters-dialog'
import { ResultsTable } from './list/results-table'
import { useResults } from './list/use-results'
import { ListPaletteSource } from './list-palette-source'
import { listPath } from './list-path'
import { SearchHistoryDialog } from './search-history-dialog'
import { useLeadActions } from './use-lead-actions'
import { useOpenList } from './use-open-list'

const initialFilter: TableFilter = { custom_search: [], search: '', search_type: 'contain', withEmail: -1, sent: null }

/** saved-lists/{type}-{id}: the list's results, filters, live progress and every list action as a command. */
export default function ListPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const { list, query } = useOpenList()
  const [filter, setFilterState] = useState<TableFilter>(initialFilter)
  const [panel, setPanel] = useState<LeadPanel | null>(null)
  const results = useResults(list, filter)
  useListProgress(list, results.follow)
  const keyboard = useRowKeyboard(results.ids)
  const { dispatch } = keyboard

  const setFilter = useCallback((patch: Partial<TableFilter>) => setFilterState((previous) => ({ ...previous, ...patch })), [])
  useEffect(() => {
    dispatch({ type: 'clear' })
  }, [filter, dispatch])
  const open = useCallback((next: LeadPanel) => {
    if (next === 'search') document.getElementById(resultsSearchId)?.focus()
    else setPanel(next)
  }, [])
  const leadJobs = useLeadJobs(list?.id ?? null)
  const { actions, confirmRequest, clearConfirm, jobRequest, clearJobRequest, failuresJobId, closeFailures } = useLeadActions({
    setFilter, open, onSelectionDone: () => dispatch({ type: 'clear' }), leaveAfterDelete: true, list, onJob: leadJobs.track,
  })
  const fullFilter = useMemo<ResultFilter>(() => ({ ...filter, page: 1, limit: defaultPageSize }), [filter])
  useProvideCommandContext(
    'leads.list',
    useMemo(
      () => ({ list, selection: keyboard.selectedIds, filter: fullFilter, rows: keyboard.commands, leads: actions, leadJobs: leadJobs.jobs }),
      [list, keyboard.selectedIds, fullFilter, keyboard.commands, actions, leadJobs.jobs],
    ),
  )

  if (!list) return query.isError ? <p role="alert">{t('leads.list.notFound')}</p> : <LoadingState />
  const close = () => setPanel(null)
  return (
    <section className={pageStyles.page} aria-labelledby="list-title">
      <ListPaletteSource />
      <ListHeader list={list} />
      <ListProgress list={list} />
      <LeadJobsProgress jobs={leadJobs.jobs} />
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
      <SearchHistoryDialog list={panel === 'history' ? list : null} onClose={close} />
      <ConfirmDialog request={confirmRequest} onDone={clearConfirm} />
      <LeadJobsConfirmDialog request={jobRequest} onDone={clearJobRequest} />
      {listActions[list.type].includes('ai') ? <AiWriteBridge list={list} /> : null}
      {listActions[list.type].includes('crm') ? <IntegrationsBridge list={list} /> : null}
      <LeadJobsFailuresDialog job={leadJobs.jobs.find((job) => job.id === failuresJobId) ?? null} onClose={closeFailures} />
    </section>
  )
}
