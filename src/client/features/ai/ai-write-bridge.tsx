import { useMemo, useState } from 'react'
import type { Campaign } from '../../../shared/leads/types'
import { useProvideCommandContext } from '../../ui/command-shell'
import { AiWriteDialog } from './ai-write-dialog'
import { useProfileComplete } from './use-profile-complete'

/**
 * The AI writer on a list page: tells the list.ai command whether the profile allows writing and opens the writer's
 * dialog for it. Rendered by the list page; the job's progress shows with the list's other jobs.
 */
export function AiWriteBridge(props: { list: Campaign }) {
  const profileComplete = useProfileComplete()
  const [open, setOpen] = useState(false)
  useProvideCommandContext('ai.writer', useMemo(() => ({ aiWriter: { profileComplete, openDialog: () => setOpen(true) } }), [profileComplete]))
  return open ? <AiWriteDialog open list={props.list} profileComplete={profileComplete} onClose={() => setOpen(false)} /> : null
}
