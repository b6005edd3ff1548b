import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { createPartner, partnerQuery, updatePartner } from '../../../api/admin-content'
import { partnerBody, partnerKinds, type PartnerBody } from '../../../shared/admin-content/schemas'
import type { Partner } from '../../../shared/admin-content/types'
import { useValidatedForm } from '../../forms/use-validated-form'
import { useT } from '../../i18n'
import { CheckboxField } from '../../ui/checkbox-field'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand } from '../../ui/command-shell'
import { Form } from '../../ui/form'
import { LoadingState } from '../../ui/loading-state'
import { notifyMessage } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextAreaField } from '../../ui/text-area-field'
import { TextField } from '../../ui/text-field'
import { useContentForm, useRefreshContent, useRouteId } from './content-bits'

type Values = { kind: string; name: string; email: string; website: string; referral_code: string; commission_percent: string; notes: string; active: boolean }

const toBody = (v: Values) => ({
  kind: v.kind,
  name: v.name,
  email: v.email.trim() || null,
  website: v.website.trim() || null,
  referral_code: v.referral_code.trim() || null,
  // A number the server checks; text that is not one is sent as is, so its message names the field.
  commission_percent: v.commission_percent.trim() === '' ? null : Number.isNaN(Number(v.commission_percent)) ? v.commission_percent : Number(v.commission_percent),
  notes: v.notes,
  active: v.active,
})

/** admin/partners/create and admin/partners/{id}/edit. */
export default function PartnerFormPage() {
  const t = useT()
  const id = useRouteId()
  const partner = useQuery({ ...partnerQuery(id), enabled: id > 0 })
  const heading = id ? t('routes.admin_partnerEdit') : t('routes.admin_partnerCreate')
  return (
    <section className={pageStyles.page} aria-labelledby="partner-form-title">
      <header className={pageStyles.header}>
        <h2 id="partner-form-title">{partner.data ? t('content.partners.editTitle', { name: partner.data.name }) : heading}</h2>
      </header>
      {partner.isError ? <p className={pageStyles.notice} data-tone="danger">{t('content.notFound')}</p> : id && !partner.data ? <LoadingState /> : <PartnerForm key={partner.data?.id ?? 0} partner={partner.data} label={heading} />}
    </section>
  )
}

function PartnerForm({ partner, label }: { partner?: Partner; label: string }) {
  const t = useT()
  const [, navigate] = useLocation()
  const refresh = useRefreshContent()
  const run = useRunCommand()
  const form = useValidatedForm<Values, PartnerBody>(
    partnerBody,
    {
      kind: partner?.kind ?? 'referral',
      name: partner?.name ?? '',
      email: partner?.email ?? '',
      website: partner?.website ?? '',
      referral_code: partner?.referral_code ?? '',
      commission_percent: partner?.commission_percent == null ? '' : String(partner.commission_percent),
      notes: partner?.notes ?? '',
      active: partner?.active ?? true,
    },
    toBody,
  )
  useContentForm(
    form.submitWith(async (body) => {
      const answer = partner ? await updatePartner(partner.id, body) : await createPartner(body)
      notifyMessage({ code: partner ? 'content.partner_saved' : 'content.partner_created', params: { name: answer.data.name } })
      await refresh()
      navigate('/admin/partners')
    }),
  )
  return (
    <Form ref={form.focusRef} onSubmit={() => run('content.save', undefined, 'keyboard')} label={label}>
      <SelectField label={t('content.partners.columns.kind')} options={partnerKinds.map((kind) => ({ value: kind, label: t(`content.partners.kinds.${kind}`) }))} {...form.field('kind')} />
      <TextField label={t('content.partners.columns.name')} {...form.field('name')} />
      <TextField label={t('content.partners.email')} type="email" {...form.field('email')} />
      <TextField label={t('content.partners.website')} type="url" {...form.field('website')} />
      <TextField label={t('content.partners.columns.code')} hint={t('content.partners.codeHint')} {...form.field('referral_code')} />
      <TextField label={t('content.partners.columns.commission')} inputMode="decimal" {...form.field('commission_percent')} />
      <TextAreaField label={t('content.partners.notes')} {...form.field('notes')} />
      <CheckboxField label={t('content.partners.activeLabel')} name="active" checked={form.values.active} onCheckedChange={(v) => form.setValue('active', v)} errors={form.errors.active} />
      <div className={pageStyles.row}>
        <CommandButton id="content.save" variant="primary">{form.sending ? t('content.saving') : t('content.save')}</CommandButton>
      </div>
    </Form>
  )
}
