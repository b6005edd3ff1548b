import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { Link } from 'wouter'
import { salesSettingsFormSlot } from '../../../../../commands/whitelabel-packages'
import { packageKeys, packageQuery, saveSalesSettings, salesSettingsQuery } from '../../../../api/wl-packages'
import { salesSettingsBody, type SalesSettings, type SalesSettingsBody } from '../../../../shared/whitelabel/packages'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useT } from '../../../i18n'
import { CheckboxField } from '../../../ui/checkbox-field'
import { CommandButton } from '../../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { LoadingState } from '../../../ui/loading-state'
import { notifySuccess } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { Panel } from '../../../ui/panel'
import { TextAreaField } from '../../../ui/text-area-field'
import { TextField } from '../../../ui/text-field'
import { usePackageId } from './package-edit-page'

/** whitelabel/packages/{id}/sales-settings: the package's public sales page, its slug and words. */
export default function SalesSettingsPage() {
  const t = useT()
  const id = usePackageId()
  const pkg = useQuery({ ...packageQuery(id), enabled: Number.isInteger(id) })
  const settings = useQuery({ ...salesSettingsQuery(id), enabled: Number.isInteger(id) })
  const title = pkg.data ? t('wlPackages.sales.title', { name: pkg.data.name }) : t('routes.whitelabel_packageSalesSettings')
  return (
    <section className={pageStyles.page} aria-labelledby="sales-settings-title">
      <h2 id="sales-settings-title">{title}</h2>
      {settings.isError || !Number.isInteger(id) ? (
        <p className={pageStyles.notice} data-tone="danger">
          {t('wlPackages.form.notFound')}
        </p>
      ) : settings.data ? (
        <Panel>
          {settings.data.business_complete ? null : (
            <p className={pageStyles.notice} data-tone="warning">
              {t('wlPackages.sales.businessIncomplete')} <Link href="/whitelabel/business-account">{t('routes.whitelabel_businessAccount')}</Link>
            </p>
          )}
          {pkg.data && (pkg.data.status !== 'published' || !pkg.data.show_on_sales_page) ? <p className={pageStyles.muted}>{t('wlPackages.sales.notSelling')}</p> : null}
          <SalesSettingsForm key={settings.data.slug} id={id} settings={settings.data} label={title} />
        </Panel>
      ) : (
        <LoadingState />
      )}
    </section>
  )
}

function SalesSettingsForm(props: { id: number; settings: SalesSettings; label: string }) {
  const t = useT()
  const run = useRunCommand()
  const queryClient = useQueryClient()
  const { settings } = props
  const form = useValidatedForm<{ slug: string; title: string; description: string; enabled: boolean }, SalesSettingsBody>(salesSettingsBody, {
    slug: settings.slug,
    title: settings.title,
    description: settings.description,
    enabled: settings.enabled,
  })
  const save = form.submitWith(async (body) => {
    const saved = await saveSalesSettings(props.id, body)
    queryClient.setQueryData(packageKeys.sales(props.id), saved)
    await queryClient.invalidateQueries({ queryKey: packageKeys.all })
    notifySuccess(t('wlPackages.sales.saved', { path: saved.path }))
  })
  const saveRef = useRef(save)
  saveRef.current = save
  useProvideSlot(salesSettingsFormSlot, useMemo(() => ({ save: () => saveRef.current() }), []))
  return (
    <Form ref={form.focusRef} onSubmit={() => run('whitelabel.salesSettings.save', undefined, 'keyboard')} label={props.label}>
      <TextField label={t('wlPackages.sales.slug')} hint={t('wlPackages.sales.slugHint', { path: `/sales/${form.values.slug}` })} {...form.field('slug')} data-autofocus="" autoComplete="off" />
      <TextField label={t('wlPackages.sales.pageTitle')} {...form.field('title')} autoComplete="off" />
      <TextAreaField label={t('wlPackages.sales.description')} {...form.field('description')} />
      <CheckboxField name="enabled" label={t('wlPackages.sales.enabled')} checked={form.values.enabled} onCheckedChange={(on) => form.setValue('enabled', on)} errors={form.errors.enabled} />
      {settings.saved ? (
        <p>
          <a href={settings.path} target="_blank" rel="noreferrer">
            {t('wlPackages.sales.open', { path: settings.path })}
          </a>
        </p>
      ) : null}
      <div>
        <CommandButton id="whitelabel.salesSettings.save" variant="primary">
          {form.sending ? t('wlPackages.form.saving') : t('wlPackages.form.save')}
        </CommandButton>
      </div>
    </Form>
  )
}
