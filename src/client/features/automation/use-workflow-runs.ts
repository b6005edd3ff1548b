import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { resumeWorkflowRun, startWorkflowRun, workflowKeys, workflowRunLogQuery, workflowRunsQuery } from '../../../api/workflows'
import type { Paging } from './workflow-runs-panel'

/**
 * The builder's runs and the log of the run shown, each read a page at a time (the runs 25 a page, the log whole
 * leads up to 2,000 rows a page): starting a run or resuming one shows its log.
 */
export function useWorkflowRuns(workflowId: number) {
  const queryClient = useQueryClient()
  const runsQuery = useInfiniteQuery(workflowRunsQuery(workflowId))
  const runs = useMemo(() => runsQuery.data?.pages.flatMap((p) => p.data) ?? [], [runsQuery.data])
  const [shownRun, setShownRun] = useState<number | null>(null)
  const shown = runs.find((r) => r.id === shownRun) ?? null
  const logQuery = useInfiniteQuery({
    ...workflowRunLogQuery(workflowId, shownRun ?? 0, shown?.finished_at ?? null),
    enabled: shownRun != null,
    // The log of the same run stays on screen while it is read again when the run ends.
    placeholderData: (previous, query) => (query?.queryKey[3] === shownRun ? previous : undefined),
  })
  const entries = useMemo(() => logQuery.data?.pages.flatMap((p) => p.data) ?? null, [logQuery.data])

  const { hasNextPage: moreRuns, isFetchingNextPage: runsLoading, fetchNextPage: nextRuns } = runsQuery
  const { hasNextPage: moreLog, isFetchingNextPage: logLoading, fetchNextPage: nextLog } = logQuery
  const loadMoreRuns = useCallback(() => void (moreRuns && !runsLoading && nextRuns()), [moreRuns, runsLoading, nextRuns])
  const loadMoreLog = useCallback(() => void (moreLog && !logLoading && nextLog()), [moreLog, logLoading, nextLog])
  const runsPaging: Paging = { hasMore: moreRuns, loading: runsLoading, loadMore: loadMoreRuns }
  const logPaging: Paging = { hasMore: shownRun != null && moreLog, loading: logLoading, loadMore: loadMoreLog }

  const refresh = useCallback(async (runId: number) => {
    await queryClient.invalidateQueries({ queryKey: workflowKeys.runs(workflowId) })
    void queryClient.invalidateQueries({ queryKey: workflowKeys.list })
    setShownRun(runId)
  }, [queryClient, workflowId])
  const start = useCallback(async (campaignId: number) => {
    const run = await startWorkflowRun(workflowId, { campaign_id: campaignId })
    await refresh(run.id)
    return run
  }, [workflowId, refresh])
  const resume = useCallback(async (runId: number) => {
    const run = await resumeWorkflowRun(workflowId, runId)
    await queryClient.invalidateQueries({ queryKey: ['workflows', 'log', workflowId, runId] })
    await refresh(run.id)
    return run
  }, [workflowId, refresh, queryClient])

  return { runs, shownRun, setShownRun, entries, runsPaging, logPaging, start, resume }
}
