import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Struct } from 'superstruct'
import { listKeys } from '../../../../api/lists'
import { influencerImport, manualEntry, resultKeys } from '../../../../api/results'
import { influencerImportBody, manualLocalRecord, manualPeopleRecord } from '../../../../shared/leads/manual'
import type { SavedList } from '../../../../shared/leads/types'
import { isApiFailure } from '../../../../shared/api-failure'
import { validate, type FieldMessages as Fields } from '../../../../shared/validate'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { FieldMessages } from '../../../ui/field-messages'
import { notifyFailure, notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { TextField } from '../../../ui/text-field'

const localFields = ['website', 'name', 'email', 'phone', 'first_name', 'last_name', 'street', 'city', 'state', 'postal_code', 'country']
const peopleFields = ['linkedin_url', 'email', 'name', 'website', 'company', 'position']

/** Adds one record by hand (local, company, people) or imports influencers by profile URL, checked with the shared schemas. */
export function ManualEntryDialog(props: { open: boolean; list: SavedList; onClose(): void }) {
  const t = useT()
  const queryClient = useQueryClient()
  const influencer = props.list.type === 'influencer'
  const fields = props.list.type === 'people' ? peopleFields : localFields
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Fields>({})
  useEffect(() => {
    if (props.open) (setValues({}), setErrors({}))
  }, [props.open])

  const save = async () => {
    const body = influencer ? { urls: (values.urls ?? '').split(/\s+/).filter(Boolean) } : values
    const struct = (influencer ? influencerImportBody : props.list.type === 'people' ? manualPeopleRecord : manualLocalRecord) as Struct<any, any>
    const checked = validate(struct, body)
    if (!checked.ok) return setErrors(checked.errors)
    try {
      const added = influencer
        ? await influencerImport(props.list.id, (body as { urls: string[] }).urls)
        : await manualEntry(props.list.id, [Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''))])
      notifyMessage({ code: 'results.added', params: { count: added.created } })
      await Promise.all([queryClient.invalidateQueries({ queryKey: resultKeys.list(props.list.id) }), queryClient.invalidateQueries({ queryKey: listKeys.all })])
      props.onClose()
    } catch (error) {
      notifyFailure(error)
      if (isApiFailure(error)) setErrors(error.fields)
    }
  }
  return (
    <Dialog open={props.open} title={t(influencer ? 'leads.manual.importTitle' : 'leads.manual.title')} onClose={props.onClose}>
      {influencer ? (
        <TextField label={t('leads.manual.urls')} hint={t('leads.manual.urlsHint')} name="urls" value={values.urls ?? ''} errors={errors.urls ?? errors['urls.0']} onValueChange={(urls) => setValues({ urls })} />
      ) : (
        fields.map((field) => (
          <TextField key={field} label={t(`leads.fields.${field}`)} name={field} value={values[field] ?? ''} errors={errors[field]} onValueChange={(v) => setValues({ ...values, [field]: v })} />
        ))
      )}
      <FieldMessages id="manual-entry-errors" messages={errors._} />
      <div className={pageStyles.row}>
        <Button type="button" onClick={() => void save()}>
          {t('leads.manual.save')}
        </Button>
      </div>
    </Dialog>
  )
}
