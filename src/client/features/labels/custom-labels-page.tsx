import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { createLabel, deleteLabel, labelKeys, labelsQuery, updateLabel, type CustomLabel } from '../../../api/labels'
import { labelBody } from '../../../shared/labels/schemas'
import { isApiFailure } from '../../../shared/api-failure'
import { validate, type FieldMessages } from '../../../shared/validate'
import { deletionRequest } from '../../../../commands/confirm-request'
import { wordCount } from '../../../shared/message-wording'
import { useLocale, useT } from '../../i18n'
import { css } from '../../theme'
import { Button } from '../../ui/button'
import { Form } from '../../ui/form'
import { notifyFailure, notifyMessage, reported } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { TextField } from '../../ui/text-field'
import { useConfirm } from '../../ui/use-confirm'
import { leadStyles } from '../../ui/lead-styles'

const rows = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li { display: flex; gap: 8px; align-items: flex-end; }
  input[type='color'] { width: 48px; height: 40px; padding: 2px; }
`

/** /lead-search/custom-labels: create, rename, recolour and delete the labels results can carry. */
export default function CustomLabelsPage() {
  const t = useT()
  const { locale } = useLocale()
  const { confirm } = useConfirm()
  const queryClient = useQueryClient()
  const labels = useQuery(labelsQuery())
  const [draft, setDraft] = useState({ name: '', color: '#573BFF' })
  const [edits, setEdits] = useState<Record<number, Partial<CustomLabel>>>({})
  const [errors, setErrors] = useState<FieldMessages>({})
  const refresh = () => queryClient.invalidateQueries({ queryKey: labelKeys.all })

  const create = async () => {
    const checked = validate(labelBody, draft)
    if (!checked.ok) return setErrors(checked.errors)
    try {
      await createLabel(checked.value)
      setDraft({ name: '', color: draft.color })
      setErrors({})
      await refresh()
    } catch (error) {
      notifyFailure(error)
      setErrors(isApiFailure(error) ? error.fields : {})
    }
  }
  const save = (label: CustomLabel) =>
    reported(async () => {
      const next = { name: label.name, color: label.color, ...edits[label.id] }
      if (!validate(labelBody, next).ok) return
      await updateLabel(label.id, next)
      setEdits({ ...edits, [label.id]: {} })
      await refresh()
    })
  const remove = (label: CustomLabel) =>
    reported(async () => {
      const message = wordCount(t, locale, 'app.confirm.labelOnResults', label.results_count ?? 0)
      if (!(await confirm(deletionRequest(t, t('leads.labels.deleteNamed', { name: label.name }), { message })))) return
      await deleteLabel(label.id)
      notifyMessage({ code: 'labels.deleted' })
      await refresh()
    })
  return (
    <section className={pageStyles.page} aria-labelledby="labels-title">
      <header className={leadStyles.header}>
        <h2 id="labels-title">{t('leads.labels.title')}</h2>
      </header>
      <Panel aria-label={t('leads.labels.create')}>
        <Form onSubmit={create}>
          <TextField label={t('leads.labels.name')} name="name" value={draft.name} errors={errors.name} onValueChange={(name) => setDraft({ ...draft, name })} />
          <TextField label={t('leads.labels.color')} name="color" type="color" value={draft.color} errors={errors.color} onValueChange={(color) => setDraft({ ...draft, color })} />
          <div>
            <Button type="submit">{t('leads.labels.create')}</Button>
          </div>
        </Form>
      </Panel>
      <ul className={rows} aria-label={t('leads.labels.title')}>
        {(labels.data ?? []).map((label) => {
          const edit = { name: label.name, color: label.color, ...edits[label.id] }
          return (
            <li key={label.id}>
              <TextField label={t('leads.labels.nameOf', { name: label.name })} name={`name-${label.id}`} value={edit.name} onValueChange={(name) => setEdits({ ...edits, [label.id]: { ...edits[label.id], name } })} />
              <TextField label={t('leads.labels.colorOf', { name: label.name })} name={`color-${label.id}`} type="color" value={edit.color} onValueChange={(color) => setEdits({ ...edits, [label.id]: { ...edits[label.id], color } })} />
              <Button type="button" data-variant="secondary" onClick={() => void save(label)}>
                {t('leads.labels.saveNamed', { name: label.name })}
              </Button>
              <Button type="button" data-variant="ghost" onClick={() => void remove(label)}>
                {t('leads.labels.deleteNamed', { name: label.name })}
              </Button>
            </li>
          )
        })}
      </ul>
      {labels.data && labels.data.length === 0 ? <p className={pageStyles.muted}>{t('leads.labels.none')}</p> : null}
    </section>
  )
}
