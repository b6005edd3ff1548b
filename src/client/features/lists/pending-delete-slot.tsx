import { useMemo, useSyncExternalStore } from 'react'
import { pendingDeleteSlot } from '../../../../commands/list-slot'
import { useProvideSlot } from '../../ui/command-shell'
import { latestPendingDelete, subscribePendingDeletes, undoListDelete } from './pending-list-delete'

/** Offers "Undo the delete" (u) on every page while a deleted list's undo window is open. */
export default function PendingDeleteSlot() {
  const latest = useSyncExternalStore(subscribePendingDeletes, latestPendingDelete)
  const value = useMemo(() => (latest ? { lists: latest.lists, undo: () => undoListDelete(latest) } : undefined), [latest])
  useProvideSlot(pendingDeleteSlot, value)
  return null
}
