import type { QueryClient } from '@tanstack/react-query'
import { archiveList, archiveLists as archiveListsCall, listKeys, resumeListSearch } from '../../../api/lists'
import { scheduleListDelete } from './pending-list-delete'
import { deleteResults as deleteResultsCall, exportCsv as exportCsvCall, resultKeys } from '../../../api/results'
import type { ResultScope } from '../../../shared/leads/filters'
import type { SavedList } from '../../../shared/leads/types'

/*
 * The list commands' API effects with their cache updates, in one place: the pages that provide the lists' slots
 * (commands/lists.ts) call these. Failures reject; executeCommand words them.
 */

export async function archiveLists(queryClient: QueryClient, lists: readonly SavedList[], archived: boolean): Promise<void> {
  if (lists.length === 1 && archived) await archiveList(lists[0].id)
  else await archiveListsCall(lists.map((l) => l.id), archived)
  await queryClient.invalidateQueries({ queryKey: listKeys.all })
}

/** Deletes after the undo window (pending-list-delete.tsx): the lists leave the screens now, one toast says so. */
export async function deleteLists(queryClient: QueryClient, lists: readonly SavedList[]): Promise<void> {
  scheduleListDelete(queryClient, lists)
}

/** Resumes the list's search stopped for credits; the list's query follows its progress again. */
export async function resumeSearch(queryClient: QueryClient, list: SavedList): Promise<void> {
  const resumed = await resumeListSearch(list.id)
  queryClient.setQueryData(listKeys.one(list.id), resumed)
}

/** Resolves with how many results were deleted. */
export async function deleteResults(queryClient: QueryClient, list: SavedList, scope: ResultScope): Promise<number> {
  const { deleted } = await deleteResultsCall(list.id, scope)
  await Promise.all([queryClient.invalidateQueries({ queryKey: resultKeys.list(list.id) }), queryClient.invalidateQueries({ queryKey: listKeys.all })])
  return deleted
}

/** Downloads the CSV under the name the server gives it. */
export async function exportCsv(list: SavedList, scope: ResultScope): Promise<void> {
  const file = await exportCsvCall(list.id, scope)
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
