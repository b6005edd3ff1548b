import { useMemo, useState } from 'react'
import { aiWriterSlot } from '../../../../commands/ai'
import { listActions, openListSlot } from '../../../../commands/lists'
import type { SavedList } from '../../../shared/leads/types'
import { useProvideSlot, useSlot } from '../../ui/command-shell'
import { AiWriteDialog } from './ai-write-dialog'
import { useProfileComplete } from './use-profile-complete'

/**
 * The AI writer beside an open list (mounted by the AI feature's manifest on every signed-in page): where the list
 * page provides a list whose type offers AI writing, it tells the list.ai command whether the profile allows
 * writing and opens the writer's dialog for it. The job's progress shows with the list's other jobs.
 */
export default function AiWriteBridge() {
  const list = useSlot(openListSlot)?.list
  return list && listActions[list.type].includes('ai') ? <ListWriter key={list.id} list={list} /> : null
}

function ListWriter(props: { list: SavedList }) {
  const profileComplete = useProfileComplete()
  const [open, setOpen] = useState(false)
  useProvideSlot(aiWriterSlot, useMemo(() => ({ profileComplete, openDialog: () => setOpen(true), closeDialog: () => setOpen(false) }), [profileComplete]))
  return open ? <AiWriteDialog open list={props.list} profileComplete={profileComplete} onClose={() => setOpen(false)} /> : null
}
