import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { assignLabels, createLabel, labelKeys, labelsQuery, removeLabels, type LabelTargets } from '../../../../api/labels'
import { resultKeys } from '../../../../api/results'
import { useSubmit } from '../../../forms/use-submit'
import { useLocale, useT } from '../../../i18n'
import { wordCount } from '../../../../shared/message-wording'
import { css } from '../../../theme'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { notifyFailure, notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { TextField } from '../../../ui/text-field'

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li { display: flex; align-items: center; gap: 8px; }
  li > span { flex: 1; }
`

/**
 * Assigns custom labels to the selected results or removes them; a new label can be made on the spot. The
 * selection is ids, or every result matching a filter (`targets`), `count` of them.
 */
export function LabelsDialog(props: { open: boolean; listId: number; targets: LabelTargets | null; count: number; onClose(): void }) {
  const t = useT()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const labels = useQuery({ ...labelsQuery(), enabled: props.open })
  const [name, setName] = useState('')
  const targets = props.targets
  const created = async (labelName: string) => {
    const label = await createLabel({ name: labelName })
    setName('')
    await queryClient.invalidateQueries({ queryKey: labelKeys.all })
    return label.id
  }
  /** One change at a time: a label (an existing one by id, or a new one by name) assigned to the selection or removed. */
  const change = useSubmit({
    mutationFn: async ({ label, assign }: { label: number | { name: string }; assign: boolean }) => {
      const labelId = typeof label === 'number' ? label : await created(label.name)
      if (!targets) return
      await (assign ? assignLabels([labelId], targets) : removeLabels([labelId], targets))
      notifyMessage({ code: assign ? 'labels.assigned' : 'labels.removed' })
      await queryClient.invalidateQueries({ queryKey: resultKeys.list(props.listId) })
    },
    onError: notifyFailure,
  })
  const busy = change.pending
  const apply = (labelId: number, assign: boolean) => change.submit({ label: labelId, assign })
  const create = () => (name.trim() ? change.submit({ label: { name: name.trim() }, assign: true }) : undefined)
  return (
    <Dialog open={props.open} title={wordCount(t, locale, 'leads.labels.dialogTitle', props.count)} onClose={props.onClose}>
      {labels.data?.length ? (
        <ul className={list} aria-busy={busy}>
          {labels.data.map((label) => (
            <li key={label.id}>
              <span>{label.name}</span>
              <Button type="button" data-variant="secondary" disabled={busy} onClick={() => void apply(label.id, true)}>
                {t('leads.labels.assignNamed', { name: label.name })}
              </Button>
              <Button type="button" data-variant="ghost" disabled={busy} onClick={() => void apply(label.id, false)}>
                {t('leads.labels.removeNamed', { name: label.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={pageStyles.muted}>{t('leads.labels.none')}</p>
      )}
      <div className={pageStyles.row}>
        <TextField label={t('leads.labels.newName')} name="label-name" value={name} onValueChange={setName} onKeyDown={(e) => e.key === 'Enter' && void create()} />
        <Button type="button" disabled={busy || !name.trim()} onClick={() => void create()}>
          {t('leads.labels.createAndAssign')}
        </Button>
      </div>
    </Dialog>
  )
}
