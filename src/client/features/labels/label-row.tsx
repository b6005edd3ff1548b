import { useEffect, useRef } from 'react'
import type { CustomLabel } from '../../../api/labels'
import { labelBody } from '../../../shared/labels/schemas'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { css } from '../../theme'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { TextField } from '../../ui/text-field'

const row = css`
  flex-direction: row;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  input[type='color'] { width: 48px; height: 40px; padding: 2px; }
`

/** What the page asks of a row for labels.rename: save the row's edits, or put the cursor in its name when unchanged. */
export type LabelRowHandle = { renameOrFocus(): Promise<void> }

/** One label's name and colour, saved by labels.rename (its button, Enter in its fields, the palette). */
export function LabelRow(props: { label: CustomLabel; register(handle: LabelRowHandle | null): void; save(body: { name: string; color?: string }): Promise<void> }) {
  const t = useT()
  const run = useRunCommand()
  const { label, register } = props
  const form = useValidatedForm(labelBody, { name: label.name, color: label.color })
  const nameField = useRef<HTMLInputElement>(null)
  const save = form.submitWith(async (body) => props.save({ name: body.name.trim(), color: body.color }))
  const latest = useRef({ save, values: form.values })
  latest.current = { save, values: form.values }

  useEffect(() => {
    register({
      renameOrFocus: async () => {
        const { values } = latest.current
        if (values.name !== label.name || values.color !== label.color) return latest.current.save()
        // Run from the palette, the palette gives the focus back as it closes: take it on the next task.
        window.setTimeout(() => nameField.current?.select(), 0)
      },
    })
    return () => register(null)
  }, [register, label])

  return (
    <li>
      <Form ref={form.focusRef} className={row} onSubmit={() => run('labels.rename', label.id, 'keyboard')} label={label.name}>
        <TextField ref={nameField} label={t('leads.labels.nameOf', { name: label.name })} {...form.field('name')} name={`name-${label.id}`} />
        <TextField label={t('leads.labels.colorOf', { name: label.name })} type="color" {...form.field('color')} name={`color-${label.id}`} />
        <CommandButton id="labels.rename" args={label.id}>
          {t('leads.labels.saveNamed', { name: label.name })}
        </CommandButton>
        <CommandButton id="labels.delete" args={label.id} variant="ghost">
          {t('leads.labels.deleteNamed', { name: label.name })}
        </CommandButton>
      </Form>
    </li>
  )
}
