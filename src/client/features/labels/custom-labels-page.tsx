import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { deletionRequest } from '../../../../commands/confirm-request'
import { labelsSlot, type LabelsSlot } from '../../../../commands/labels'
import { createLabel, deleteLabel, labelKeys, labelsQuery, updateLabel } from '../../../api/labels'
import { labelBody } from '../../../shared/labels/schemas'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { css } from '../../theme'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { leadStyles } from '../../ui/lead-styles'
import { useConfirm } from '../../ui/use-confirm'
import { LabelRow, type LabelRowHandle } from './label-row'

const rows = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`

/** /lead-search/custom-labels: create, rename, recolour and delete the labels results can carry, each a command. */
export default function CustomLabelsPage() {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const labels = useQuery(labelsQuery())
  const { confirm } = useConfirm()
  const form = useValidatedForm(labelBody, { name: '', color: '#573BFF' })
  const rowHandles = useRef(new Map<number, LabelRowHandle>())
  const refresh = () => queryClient.invalidateQueries({ queryKey: labelKeys.all })

  const create = form.submitWith(async (body) => {
    await createLabel({ name: body.name.trim(), color: body.color })
    notifyMessage({ code: 'labels.created' })
    form.setValues({ name: '', color: form.values.color })
    await refresh()
  })
  const handlers = useRef({ create })
  handlers.current = { create }

  const slot = useMemo<LabelsSlot>(
    () => ({
      labels: labels.data ?? null,
      create: () => handlers.current.create(),
      rename: async (id) => rowHandles.current.get(id)?.renameOrFocus(),
      async remove(id) {
        const label = labels.data?.find((l) => l.id === id)
        const message = t('app.confirm.labelOnResults', { count: label?.results_count ?? 0 })
        if (!(await confirm(deletionRequest(t, t('leads.labels.deleteNamed', { name: label?.name ?? id }), { message })))) return false
        await deleteLabel(id)
        await queryClient.invalidateQueries({ queryKey: labelKeys.all })
        return true
      },
    }),
    [labels.data, confirm, t, queryClient],
  )
  useProvideSlot(labelsSlot, slot)

  return (
    <section className={pageStyles.page} aria-labelledby="labels-title">
      <header className={leadStyles.header}>
        <h2 id="labels-title">{t('leads.labels.title')}</h2>
      </header>
      <Panel aria-label={t('leads.labels.create')}>
        <Form ref={form.focusRef} onSubmit={() => run('labels.create', undefined, 'keyboard')}>
          <TextField label={t('leads.labels.name')} {...form.field('name')} />
          <TextField label={t('leads.labels.color')} type="color" {...form.field('color')} />
          <div>
            <CommandButton id="labels.create" variant="primary">
              {t('leads.labels.create')}
            </CommandButton>
          </div>
        </Form>
      </Panel>
      <ul className={rows} aria-label={t('leads.labels.title')}>
        {(labels.data ?? []).map((label) => (
          <LabelRow
            key={`${label.id}:${label.name}:${label.color}`}
            label={label}
            register={(handle) => (handle ? rowHandles.current.set(label.id, handle) : rowHandles.current.delete(label.id))}
            save={async (body) => {
              await updateLabel(label.id, body)
              notifyMessage({ code: 'labels.saved' })
              await refresh()
            }}
          />
        ))}
      </ul>
      {labels.data && labels.data.length === 0 ? <p className={pageStyles.muted}>{t('leads.labels.none')}</p> : null}
    </section>
  )
}
