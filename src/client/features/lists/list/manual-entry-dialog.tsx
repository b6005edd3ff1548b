import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Struct } from 'superstruct'
import { listKeys } from '../../../../api/lists'
import { influencerImport, manualEntry, resultKeys } from '../../../../api/results'
import { influencerImportBody, manualLocalRecord, manualPeopleRecord } from '../../../../shared/leads/manual'
import type { SavedList } from '../../../../shared/leads/types'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { FieldMessages } from '../../../ui/field-messages'
import { Form } from '../../../ui/form'
import { notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { TextField } from '../../../ui/text-field'

const localFields = ['website', 'name', 'email', 'phone', 'first_name', 'last_name', 'street', 'city', 'state', 'postal_code', 'country']
const peopleFields = ['linkedin_url', 'email', 'name', 'website', 'company', 'position']

/** The record as the shared schema checks it: blank fields left out; for influencers the URLs, one per word. */
const recordOf = (influencer: boolean) => (values: Record<string, string>) =>
  influencer ? { urls: (values.urls ?? '').split(/\s+/).filter(Boolean) } : Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''))

/**
 * Adds one record by hand (local, company, people) or imports influencers by profile URL, checked with the shared
 * schemas. Enter in a field submits; a refused submit puts the focus on the first invalid field; editing a field
 * drops its message.
 */
export function ManualEntryDialog(props: { open: boolean; list: SavedList; onClose(): void }) {
  const t = useT()
  const queryClient = useQueryClient()
  const influencer = props.list.type === 'influencer'
  const fields = influencer ? ['urls'] : props.list.type === 'people' ? peopleFields : localFields
  const struct = (influencer ? influencerImportBody : props.list.type === 'people' ? manualPeopleRecord : manualLocalRecord) as Struct<any, any>
  const form = useValidatedForm<Record<string, string>, Record<string, unknown>>(struct, {}, recordOf(influencer))
  const { setValues, setErrors } = form
  useEffect(() => {
    if (props.open) (setValues({}), setErrors({}))
  }, [props.open, setValues, setErrors])

  const save = form.submitWith(async (record) => {
    const added = influencer ? await influencerImport(props.list.id, record.urls as string[]) : await manualEntry(props.list.id, [record as Record<string, string>])
    notifyMessage({ code: 'results.added', params: { count: added.created } })
    await Promise.all([queryClient.invalidateQueries({ queryKey: resultKeys.list(props.list.id) }), queryClient.invalidateQueries({ queryKey: listKeys.all })])
    props.onClose()
  })
  return (
    <Dialog open={props.open} title={t(influencer ? 'leads.manual.importTitle' : 'leads.manual.title')} onClose={props.onClose}>
      <Form onSubmit={save}>
        {influencer ? (
          <TextField {...form.field('urls')} label={t('leads.manual.urls')} hint={t('leads.manual.urlsHint')} errors={form.errors.urls ?? form.errors['urls.0']} />
        ) : (
          fields.map((field) => <TextField key={field} {...form.field(field)} label={t(`leads.fields.${field}`)} />)
        )}
        <FieldMessages id="manual-entry-errors" messages={form.errors._} />
        <div className={pageStyles.row}>
          <Button type="submit" aria-busy={form.sending || undefined}>
            {t('leads.manual.save')}
          </Button>
        </div>
      </Form>
    </Dialog>
  )
}
