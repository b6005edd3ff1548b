import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState, type CSSProperties } from 'react'
import { checkout, salesPageQuery } from '../../../../api/wl-packages'
import { salesOrderSlot } from '../../../../../commands/whitelabel-packages'
import { checkoutBody, priceOptions, type CheckoutBody, type PublicSalesPage } from '../../../../shared/whitelabel/packages'
import { useValidatedForm } from '../../../forms/use-validated-form'
import { useLocale, useT } from '../../../i18n'
import { useRouteMatch } from '../../../routing/match-route-def'
import { CommandButton } from '../../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../../ui/command-shell'
import { Form } from '../../../ui/form'
import { formatMoney } from '../../../ui/intl-format'
import { LoadingState } from '../../../ui/loading-state'
import { pageStyles } from '../../../ui/page-styles'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { themeVariables } from '../../../theme'
import { useLendBrand } from '../../../layouts/lent-brand'

/**
 * The reseller's colours for this page only: the theme's variables set on the page's own element, so its buttons,
 * links and text take the reseller's look while the page around it (the platform's, on the platform's host) keeps its own.
 */
function lookStyle(look: NonNullable<PublicSalesPage['look']>): CSSProperties {
  return {
    [themeVariables.primary]: look.button_color,
    [themeVariables.secondary]: look.secondary_color,
    [themeVariables.text]: look.text_color,
    [themeVariables.heading]: look.heading_color,
    color: look.text_color,
  } as CSSProperties
}

/** /sales/{slug}: a reseller's public page for one package, in the reseller's look, with its order form. */
export default function SalesPage() {
  const t = useT()
  const slug = useRouteMatch()?.params.slug ?? ''
  const query = useQuery(salesPageQuery(slug))
  const page = query.data
  const [done, setDone] = useState(false)
  const look = page?.look ?? null
  useLendBrand(useMemo(() => (look ? { name: look.name, logo: look.logo, background: look.login_page_bg_color, heading: look.heading_color, text: look.text_color } : null), [look]))
  if (query.isError) return <p className={pageStyles.notice} data-tone="danger">{t('wlPackages.buy.notFound')}</p>
  if (!page) return <LoadingState />
  return (
    <section className={pageStyles.page} aria-labelledby="sales-page-title" style={look ? lookStyle(look) : undefined}>
      <h2 id="sales-page-title" style={look ? { color: look.heading_color } : undefined}>
        {page.title}
      </h2>
      {page.description ? <p>{page.description}</p> : null}
      <PackageSummary page={page} />
      {done ? (
        <p className={pageStyles.notice} data-tone="success" role="status">
          {t('wlPackages.buy.done')}
        </p>
      ) : page.open ? (
        <OrderForm page={page} onDone={(redirect) => (redirect ? window.location.assign(redirect) : setDone(true))} />
      ) : (
        <p className={pageStyles.notice}>{t('wlPackages.buy.closed')}</p>
      )}
    </section>
  )
}

function PackageSummary({ page }: { page: PublicSalesPage }) {
  const t = useT()
  const { locale } = useLocale()
  const pkg = page.package
  const money = (cents: number) => formatMoney(cents, pkg.currency, locale)
  return (
    <ul>
      <li>{t('wlPackages.buy.price', { price: money(pkg.price), credits: pkg.credits })}</li>
      {pkg.yearly_price !== null ? <li>{t('wlPackages.buy.yearly', { price: money(pkg.yearly_price) })}</li> : null}
      {pkg.one_time_price !== null ? <li>{t('wlPackages.buy.oneTime', { price: money(pkg.one_time_price) })}</li> : null}
      {pkg.trial_days > 0 ? <li>{t('wlPackages.buy.trial', { days: pkg.trial_days, price: money(pkg.trial_amount) })}</li> : null}
    </ul>
  )
}

type OrderValues = Record<string, string>

function OrderForm({ page, onDone }: { page: PublicSalesPage; onDone(redirect: string | null): void }) {
  const t = useT()
  const run = useRunCommand()
  const pkg = page.package
  // One id per form shown: a second press or a retry buys once (the server finds the first order).
  const [requestId] = useState(() => crypto.randomUUID())
  const offered = priceOptions.filter((o) => o === 'period' || (o === 'yearly' ? pkg.yearly_price !== null : pkg.one_time_price !== null))
  const initial: OrderValues = { email: '', first_name: '', last_name: '', phone: '', price_option: 'period', line1: '', city: '', postal_code: '', country: '' }
  pkg.custom_fields.forEach((_, i) => (initial[`cf${i}`] = ''))
  const toBody = (v: OrderValues) => ({
    request_id: requestId,
    email: v.email,
    first_name: v.first_name,
    last_name: v.last_name,
    price_option: v.price_option,
    phone: v.phone.trim() || null,
    billing_address: pkg.billing_address ? { line1: v.line1, city: v.city, postal_code: v.postal_code, country: v.country } : null,
    custom_fields: Object.fromEntries(pkg.custom_fields.map((f, i) => [f.label, v[`cf${i}`]])),
  })
  const form = useValidatedForm<OrderValues, CheckoutBody>(checkoutBody, initial, toBody)
  const buy = form.submitWith(async (body) => {
    const result = await checkout(page.slug, body)
    onDone(result.redirect_url)
  })
  const buyRef = useRef(buy)
  buyRef.current = buy
  useProvideSlot(salesOrderSlot, useMemo(() => ({ buy: () => buyRef.current() }), []))
  const field = (name: string, errorKey = name) => ({ name, value: form.values[name] ?? '', onValueChange: (v: string) => form.setValue(name, v), errors: form.errors[errorKey] })
  return (
    <Form ref={form.focusRef} onSubmit={() => run('whitelabel.salesPage.buy', undefined, 'keyboard')} label={t('wlPackages.buy.formLabel')}>
      <div className={pageStyles.fieldRow}>
        <TextField label={t('wlPackages.buy.first_name')} autoComplete="given-name" {...field('first_name')} data-autofocus="" />
        <TextField label={t('wlPackages.buy.last_name')} autoComplete="family-name" {...field('last_name')} />
      </div>
      <TextField label={t('wlPackages.buy.email')} type="email" autoComplete="email" {...field('email')} />
      {pkg.phone_required ? <TextField label={t('wlPackages.buy.phone')} type="tel" autoComplete="tel" {...field('phone')} /> : null}
      {offered.length > 1 ? (
        <SelectField label={t('wlPackages.buy.priceOption')} {...field('price_option')} options={offered.map((o) => ({ value: o, label: t(`wlPackages.buy.options.${o}`) }))} />
      ) : null}
      {pkg.billing_address ? (
        <fieldset className={pageStyles.card}>
          <legend>{t('wlPackages.buy.address')}</legend>
          {(['line1', 'city', 'postal_code', 'country'] as const).map((part) => (
            <TextField key={part} label={t(`wlPackages.buy.${part}`)} {...field(part, `billing_address.${part}`)} />
          ))}
        </fieldset>
      ) : null}
      {pkg.custom_fields.map((f, i) =>
        f.options.length ? (
          <SelectField
            key={f.label}
            label={f.label}
            {...field(`cf${i}`, `custom_fields.${i}`)}
            options={[{ value: '', label: t('wlPackages.buy.choose') }, ...f.options.map((o) => ({ value: o, label: o }))]}
          />
        ) : (
          <TextField key={f.label} label={f.optional ? t('wlPackages.buy.optionalLabel', { label: f.label }) : f.label} {...field(`cf${i}`, `custom_fields.${i}`)} />
        ),
      )}
      <div>
        <CommandButton id="whitelabel.salesPage.buy" variant="primary">
          {form.sending ? t('wlPackages.buy.buying') : t('wlPackages.buy.buy')}
        </CommandButton>
      </div>
    </Form>
  )
}
