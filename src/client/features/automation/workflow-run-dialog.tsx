import { useState } from 'react'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { useRunCommand } from '../../ui/command-shell'
import { Dialog } from '../../ui/dialog'
import { ListPicker } from './list-picker'
import type { ListSearch } from './use-list-search'

/**
 * "Run on a list" when no list was given: any of the account's lists, found by name on the server (the related list
 * chosen first). Run closes the dialog and runs the command with the list, which asks before it spends.
 */
export function WorkflowRunDialog({ open, onClose, picker, relatedId }: { open: boolean; onClose(): void; picker: ListSearch; relatedId: number | null }) {
  const t = useT()
  const run = useRunCommand()
  const [chosen, setChosen] = useState<number | null>(relatedId)
  return (
    <Dialog open={open} title={t('workflows.runDialog.title')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (chosen === null) return
          onClose()
          void run('workflow.runOnChosenList', chosen, 'button')
        }}
      >
        <ListPicker picker={picker} label={t('workflows.runDialog.list')} name="run_campaign_id" value={chosen} onChange={setChosen} autoFocusSearch emptyLabel={t('autopilots.fields.choose')} hint={t('workflows.runDialog.searchHint')} />
        <Button type="submit" data-variant="primary" aria-disabled={chosen === null ? 'true' : undefined}>
          {t('workflows.runDialog.next')}
        </Button>
      </form>
    </Dialog>
  )
}
