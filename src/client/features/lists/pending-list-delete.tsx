import type { QueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { deleteLists, listKeys } from '../../../api/lists'
import { resultKeys } from '../../../api/results'
import type { SavedList, SavedListPage } from '../../../shared/leads/types'
import { wordCount } from '../../../shared/message-wording'
import { shownLocale, translateShown } from '../../i18n'
import { notifyFailure } from '../../ui/notify'

/**
 * A list delete with undo. The lists leave the screens at once and one toast says what was deleted, with "Undo";
 * the DELETE is sent when the toast's time is up (or at once when the page is left: pagehide, keepalive). Undo
 * within that time brings the lists back whole (results, labels, runs): nothing was deleted yet. If the page dies
 * before the request leaves, the lists stay: the safe way to fail. docs/decisions.md, "Deleting a list: undo by waiting".
 */
export const undoWindowMs = 6_000

type PendingDelete = { lists: readonly SavedList[]; timer: ReturnType<typeof setTimeout>; toastId: string; queryClient: QueryClient }

let pending: PendingDelete[] = []
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export function subscribePendingDeletes(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
/** The latest delete still in its undo window, or null. */
export const latestPendingDelete = (): PendingDelete | null => pending.at(-1) ?? null

function take(entry: PendingDelete): boolean {
  if (!pending.includes(entry)) return false
  clearTimeout(entry.timer)
  toast.dismiss(entry.toastId)
  pending = pending.filter((p) => p !== entry)
  changed()
  return true
}

async function commit(entry: PendingDelete, keepalive: boolean): Promise<void> {
  if (!take(entry)) return
  const ids = entry.lists.map((l) => l.id)
  try {
    await deleteLists(ids, keepalive)
    for (const id of ids) {
      entry.queryClient.removeQueries({ queryKey: listKeys.one(id) })
      entry.queryClient.removeQueries({ queryKey: resultKeys.list(id) })
    }
  } catch (error) {
    notifyFailure(error)
  }
  await entry.queryClient.invalidateQueries({ queryKey: listKeys.lists })
}

/** Brings the lists of `entry` (else the latest delete) back while their undo window is open. */
export function undoListDelete(entry: PendingDelete | null = latestPendingDelete()): void {
  if (!entry || !take(entry)) return
  toast(wordCount(translateShown, shownLocale(), 'leads.toasts.deleteUndone', entry.lists.length))
  void entry.queryClient.invalidateQueries({ queryKey: listKeys.all })
}

const flushOnLeave = () => pending.forEach((entry) => void commit(entry, true))

/** Hides `lists` now, says so with "Undo" and deletes them when the undo window closes. */
export function scheduleListDelete(queryClient: QueryClient, lists: readonly SavedList[]): void {
  const ids = new Set(lists.map((l) => l.id))
  queryClient.setQueriesData<SavedListPage>({ queryKey: listKeys.lists }, (page) =>
    page ? { ...page, data: page.data.filter((l) => !ids.has(l.id)), total: page.total - page.data.filter((l) => ids.has(l.id)).length } : page,
  )
  const t = translateShown
  const text = lists.length === 1 ? t('leads.toasts.listDeletedNamed', { name: lists[0].name }) : wordCount(t, shownLocale(), 'leads.toasts.listsDeleted', lists.length)
  const entry: PendingDelete = { lists, queryClient, toastId: '', timer: setTimeout(() => void commit(entry, false), undoWindowMs) }
  entry.toastId = toast(
    <span>
      {text}{' '}
      <button type="button" data-undo="" onClick={() => undoListDelete(entry)}>
        {t('leads.toasts.undo')} <kbd aria-hidden="true">U</kbd>
      </button>
    </span>,
    { duration: undoWindowMs },
  )
  if (!pending.length) window.addEventListener('pagehide', flushOnLeave)
  pending = [...pending, entry]
  changed()
}
