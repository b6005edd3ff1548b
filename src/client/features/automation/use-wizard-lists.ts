import { useEffect, useRef } from 'react'
import type { WizardList } from '../../../../machines/autopilot-wizard.draft'
import type { LeadType } from '../../../shared/leads/types'
import { useListSearch } from './use-list-search'

/**
 * The list step's choices: the lists of the autopilot's type found on the server (useListSearch). Every list seen
 * (and the chosen one, read by id when the wizard opens on it) goes to the wizard machine, which checks the choice.
 */
export function useWizardLists(listType: LeadType | null, chosenId: number | null, send: (event: { type: 'LISTS'; lists: WizardList[] }) => void) {
  const picker = useListSearch({ type: listType ?? undefined, enabled: listType !== null, chosenId })
  const { found, chosen } = picker
  const seen = useRef(new Map<number, WizardList>())
  useEffect(() => {
    const before = seen.current.size
    let changed = false
    for (const list of [...found, ...(chosen ? [chosen] : [])]) {
      const known = seen.current.get(list.id)
      if (!known || known.has_webhook !== list.has_webhook || known.name !== list.name) {
        seen.current.set(list.id, list)
        changed = true
      }
    }
    if (changed || seen.current.size !== before) send({ type: 'LISTS', lists: [...seen.current.values()] })
  }, [found, chosen, send])
  return picker
}
