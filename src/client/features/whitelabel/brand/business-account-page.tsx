import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { brandSlot } from '../../../../../commands/whitelabel-brand'
import { addDomain, brandKeys, businessAccountQuery, domainsQuery, removeBrandImage, removeDomain, saveBusinessAccount, uploadBrandImage, verifyDomain, type BusinessAccount } from '../../../../api/whitelabel-brand'
import { isApiFailure } from '../../../../shared/api-failure'
import { BRAND_IMAGE_FORMATS, brandImageKinds, businessAccountBody, domainBody, type BrandImageKind, type BusinessAccountBody } from '../../../../shared/whitelabel/brand'
import type { FieldMessages } from '../../../../shared/validate'
import { validate } from '../../../../shared/validate'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useT } from '../../../i18n'
import { CheckboxField } from '../../../ui/checkbox-field'
import { CommandButton } from '../../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { LoadingState } from '../../../ui/loading-state'
import { notifyMessage } from '../../../ui/notify'
import { Panel } from '../../../ui/panel'
import { pageStyles } from '../../../ui/page-styles'
import { TextAreaField } from '../../../ui/text-area-field'
import { TextField } from '../../../ui/text-field'
import { DomainsPanel } from './domains-panel'

const colours = ['login_page_bg_color', 'sidebar_background_color', 'button_color', 'secondary_color', 'text_color', 'heading_color'] as const
type Values = Record<'name' | 'content' | 'script' | 'crms' | 'support_url' | (typeof colours)[number], string> & { show_training_center: boolean }

const valuesOf = (a: BusinessAccount): Values => ({
  name: a.complete ? a.name : '',
  content: a.content,
  script: a.script ?? '',
  crms: a.crms.join(', '),
  support_url: a.support_url ?? '',
  show_training_center: a.show_training_center,
  ...Object.fromEntries(colours.map((c) => [c, a[c]])),
}) as Values

const bodyOf = (v: Values) => ({
  ...v,
  script: v.script.trim() ? v.script : null,
  crms: v.crms.split(',').map((c) => c.trim()).filter(Boolean),
  support_url: v.support_url.trim() || null,
})

/** whitelabel/business-account: the reseller's look, images and script, and its custom domains. */
export default function BusinessAccountPage() {
  const t = useT()
  const account = useQuery(businessAccountQuery())
  if (!account.data) return <LoadingState label={t('wlBrand.page.loading')} />
  return <BrandForm account={account.data} />
}

function BrandForm({ account }: { account: BusinessAccount }) {
  const t = useT()
  const run = useRunCommand()
  const client = useQueryClient()
  const domains = useQuery(domainsQuery())
  const form = useValidatedForm<Values, BusinessAccountBody>(businessAccountBody, valuesOf(account), bodyOf)
  const [domain, setDomain] = useState('')
  const [domainErrors, setDomainErrors] = useState<FieldMessages>({})
  const focused = useRef<number | null>(null)
  const pickers = useRef<Record<BrandImageKind, HTMLInputElement | null>>({ logo: null, favicon: null })
  const [images, setImages] = useState({ logo: account.logo, favicon: account.favicon })

  const save = form.submitWith(async (body) => {
    const res = await saveBusinessAccount(body)
    notifyMessage({ code: 'whitelabel.business_account_saved' })
    client.setQueryData(brandKeys.businessAccount, res.data)
  })
  const add = async () => {
    const checked = validate(domainBody, { domain })
    if (!checked.ok) return setDomainErrors(checked.errors)
    try {
      await addDomain(domain)
      setDomain('')
      setDomainErrors({})
      notifyMessage({ code: 'whitelabel.domain_added' })
      await client.invalidateQueries({ queryKey: brandKeys.domains })
    } catch (error) {
      if (isApiFailure(error) && Object.keys(error.fields).length) setDomainErrors(error.fields)
      else throw error
    }
  }
  const latest = useRef({ save, add, images, domains: domains.data ?? [] })
  latest.current = { save, add, images, domains: domains.data ?? [] }

  useProvideSlot(
    brandSlot,
    useMemo(
      () => ({
        save: () => latest.current.save(),
        addDomain: () => latest.current.add(),
        pickImage: (kind: BrandImageKind) => pickers.current[kind]?.click(),
        uploadImage: async (kind: BrandImageKind, file: File) => {
          const uploaded = await uploadBrandImage(kind, file)
          setImages((now) => ({ ...now, [kind]: uploaded.data[kind] }))
          notifyMessage({ code: 'whitelabel.image_uploaded' })
        },
        removeImage: async (kind: BrandImageKind) => {
          await removeBrandImage(kind)
          setImages((now) => ({ ...now, [kind]: null }))
          notifyMessage({ code: 'whitelabel.image_removed' })
        },
        get images() {
          return latest.current.images
        },
        get domains() {
          return latest.current.domains
        },
        get current() {
          return latest.current.domains.find((d) => d.id === focused.current) ?? null
        },
        verify: async (id: number) => {
          const res = await verifyDomain(id)
          notifyMessage({ code: res.data.status === 'active' ? 'whitelabel.domain_verified' : 'whitelabel.domain_not_verified' })
          await client.invalidateQueries({ queryKey: brandKeys.domains })
        },
        remove: async (id: number) => {
          await removeDomain(id)
          notifyMessage({ code: 'whitelabel.domain_removed' })
          await client.invalidateQueries({ queryKey: brandKeys.domains })
        },
      }),
      [client],
    ),
  )

  return (
    <div className={pageStyles.page}>
      <Panel aria-labelledby="wl-brand-title" data-wide="">
        <h2 id="wl-brand-title">{t('wlBrand.page.title')}</h2>
        <p>{t('wlBrand.page.lead')}</p>
        <Form ref={form.focusRef} onSubmit={() => run('whitelabel.brand.save', undefined, 'keyboard')}>
          <TextField label={t('wlBrand.fields.name')} {...form.field('name')} />
          <TextAreaField label={t('wlBrand.fields.content')} {...form.field('content')} />
          {colours.map((c) => (
            <TextField key={c} label={t(`wlBrand.fields.${c}`)} hint={t('wlBrand.fields.colourHint')} {...form.field(c)} />
          ))}
          <TextAreaField label={t('wlBrand.fields.script')} hint={t('wlBrand.fields.scriptHint')} {...form.field('script')} />
          <TextField label={t('wlBrand.fields.crms')} hint={t('wlBrand.fields.crmsHint')} {...form.field('crms')} />
          <TextField label={t('wlBrand.fields.support_url')} type="url" {...form.field('support_url')} />
          <CheckboxField
            label={t('wlBrand.fields.show_training_center')}
            name="show_training_center"
            checked={form.values.show_training_center}
            onCheckedChange={(v) => form.setValue('show_training_center', v)}
            errors={form.errors.show_training_center}
          />
          <div>
            <CommandButton id="whitelabel.brand.save" variant="primary">
              {t('app.common.save')}
            </CommandButton>
          </div>
        </Form>
      </Panel>
      <Panel aria-labelledby="wl-images-title" data-wide="">
        <h2 id="wl-images-title">{t('wlBrand.images.title')}</h2>
        <p>{t('wlBrand.images.lead', { formats: BRAND_IMAGE_FORMATS.join(', '), size: 5 })}</p>
        {brandImageKinds.map((kind) => (
          <div key={kind} className={pageStyles.row}>
            {images[kind] ? <img src={images[kind]} alt={t(`wlBrand.images.${kind}`)} height={40} /> : <span>{t('wlBrand.images.none')}</span>}
            <input
              ref={(el) => {
                pickers.current[kind] = el
              }}
              type="file"
              accept={BRAND_IMAGE_FORMATS.map((f) => `.${f}`).join(',')}
              aria-label={t(`wlBrand.commands.upload_${kind}`)}
              hidden
              onChange={(e) => {
                const file = e.currentTarget.files?.[0]
                e.currentTarget.value = ''
                if (file) void run(`whitelabel.brand.upload.${kind}`, file, 'button')
              }}
            />
            <CommandButton id={`whitelabel.brand.upload.${kind}`} variant="secondary">
              {t(`wlBrand.commands.upload_${kind}`)}
            </CommandButton>
            {images[kind] ? (
              <CommandButton id={`whitelabel.brand.remove.${kind}`} variant="ghost">
                {t(`wlBrand.commands.remove_${kind}`)}
              </CommandButton>
            ) : null}
          </div>
        ))}
      </Panel>
      <DomainsPanel
        domains={domains.data ?? []}
        value={domain}
        onValueChange={setDomain}
        errors={domainErrors.domain}
        onSubmit={() => run('whitelabel.domains.add', undefined, 'keyboard')}
        onFocusDomain={(id) => (focused.current = id)}
      />
    </div>
  )
}
