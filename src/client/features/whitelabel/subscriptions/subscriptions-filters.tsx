import { useQuery } from '@tanstack/react-query'
import { packagesQuery } from '../../../../api/wl-packages'
import { subscriptionStatuses, type SubscriptionStatus } from '../../../../shared/whitelabel/subscriptions'
import { useT } from '../../../i18n'
import { pageStyles } from '../../../ui/page-styles'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'

export type SubscriptionsFilterFields = { q: string; status: '' | SubscriptionStatus; package: string }

/** The search box (start of a customer's name or e-mail) and the status and package filters of the subscriptions table. */
export function SubscriptionsFilters(props: { value: SubscriptionsFilterFields; onChange(next: SubscriptionsFilterFields): void }) {
  const t = useT()
  const packages = useQuery(packagesQuery())
  const { value, onChange } = props
  const set = <K extends keyof SubscriptionsFilterFields>(key: K) => (next: string) => onChange({ ...value, [key]: next })
  return (
    <div className={pageStyles.row} role="search" aria-label={t('wlSubs.filters.label')}>
      <TextField label={t('wlSubs.filters.search')} type="search" name="q" autoComplete="off" value={value.q} onValueChange={set('q')} hint={t('wlSubs.filters.searchHint')} />
      <SelectField
        label={t('wlSubs.filters.status')}
        name="status"
        value={value.status}
        onValueChange={set('status')}
        options={[{ value: '', label: t('wlSubs.filters.anyStatus') }, ...subscriptionStatuses.map((status) => ({ value: status, label: t(`wlSubs.status.${status}`) }))]}
      />
      <SelectField
        label={t('wlSubs.filters.package')}
        name="package"
        value={value.package}
        onValueChange={set('package')}
        options={[{ value: '', label: t('wlSubs.filters.anyPackage') }, ...(packages.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))]}
      />
    </div>
  )
}
