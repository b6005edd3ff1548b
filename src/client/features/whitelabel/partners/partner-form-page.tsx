import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { createWlPartner, updateWlPartner, wlPartnerQuery, wlServiceKeys } from '../../../../api/whitelabel-services'
import { wlPartnerBody, type WlPartner, type WlPartnerBody } from '../../../../shared/whitelabel/services'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useT } from '../../../i18n'
import { useRouteMatch } from '../../../routing/match-route-def'
import { CheckboxField } from '../../../ui/checkbox-field'
import { CommandButton } from '../../../ui/command-button'
import { useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { LoadingState } from '../../../ui/loading-state'
import { notifyMessage } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { TextAreaField } from '../../../ui/text-area-field'
import { TextField } from '../../../ui/text-field'
import { useServicesPage } from '../smtp/services-slot'

type Values = { name: string; email: string; website: string; commission_percent: string; notes: string; active: boolean }

const toBody = (v: Values) => ({
  name: v.name,
  email: v.email.trim() || null,
  website: v.website.trim() || null,
  // A number the server checks; other text is sent as is, so its message names the field.
  commission_percent: v.commission_percent.trim() === '' ? null : Number.isNaN(Number(v.commission_percent)) ? v.commission_percent : Number(v.commission_percent),
  notes: v.notes,
  active: v.active,
})

/** whitelabel/partners/create and whitelabel/partners/{id}/edit. */
export default function WlPartnerFormPage() {
  const t = useT()
  const raw = useRouteMatch()?.params.id ?? ''
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
  const partner = useQuery({ ...wlPartnerQuery(id), enabled: id > 0 })
  const heading = id ? t('routes.whitelabel_partnerEdit') : t('routes.whitelabel_partnerCreate')
  return (
    <section className={pageStyles.page} aria-labelledby="wl-partner-form-title">
      <header className={pageStyles.header}>
        <h2 id="wl-partner-form-title">{heading}</h2>
      </header>
      {partner.isError ? <p className={pageStyles.notice} data-tone="danger">{t('wlServices.notFound')}</p> : id && !partner.data ? <LoadingState /> : <PartnerForm key={partner.data?.id ?? 0} partner={partner.data} label={heading} />}
    </section>
  )
}

function PartnerForm({ partner, label }: { partner?: WlPartner; label: string }) {
  const t = useT()
  const [, navigate] = useLocation()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const form = useValidatedForm<Values, WlPartnerBody>(
    wlPartnerBody,
    {
      name: partner?.name ?? '',
      email: partner?.email ?? '',
      website: partner?.website ?? '',
      commission_percent: partner?.commission_percent == null ? '' : String(partner.commission_percent),
      notes: partner?.notes ?? '',
      active: partner?.active ?? true,
    },
    toBody,
  )
  useServicesPage({
    save: form.submitWith(async (body) => {
      const answer = partner ? await updateWlPartner(partner.id, body) : await createWlPartner(body)
      notifyMessage({ code: 'whitelabel.partner_saved', params: { name: answer.data.name } })
      await queryClient.invalidateQueries({ queryKey: wlServiceKeys.all })
      navigate('/whitelabel/partners')
    }),
  })
  return (
    <Form ref={form.focusRef} onSubmit={() => run('wlServices.save', undefined, 'keyboard')} label={label}>
      <TextField label={t('wlServices.partners.name')} {...form.field('name')} />
      <TextField label={t('wlServices.partners.email')} type="email" {...form.field('email')} />
      <TextField label={t('wlServices.partners.website')} type="url" {...form.field('website')} />
      <TextField label={t('wlServices.partners.commission')} inputMode="decimal" {...form.field('commission_percent')} />
      <TextAreaField label={t('wlServices.partners.notes')} {...form.field('notes')} />
      <CheckboxField label={t('wlServices.partners.activeLabel')} name="active" checked={form.values.active} onCheckedChange={(v) => form.setValue('active', v)} errors={form.errors.active} />
      <div className={pageStyles.row}>
        <CommandButton id="wlServices.save" variant="primary">{form.sending ? t('wlServices.saving') : t('wlServices.save')}</CommandButton>
      </div>
    </Form>
  )
}
