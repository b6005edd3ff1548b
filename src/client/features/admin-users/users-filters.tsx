import { useQuery } from '@tanstack/react-query'
import { adminPlansQuery } from '../../../api/admin-users'
import { platformRoles } from '../../../shared/accounts/roles'
import { adminUserStatuses } from '../../../shared/admin-users/schemas'
import type { AdminUserStatus } from '../../../shared/admin-users/types'
import type { PlatformRole } from '../../../shared/accounts/roles'
import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'

export type UsersFilterFields = { q: string; plan: string; status: '' | AdminUserStatus; role: '' | PlatformRole }

/** The search box (start of a name or an e-mail) and the plan, status and role filters of the users table. */
export function UsersFilters(props: { value: UsersFilterFields; onChange(next: UsersFilterFields): void }) {
  const t = useT()
  const plans = useQuery(adminPlansQuery())
  const { value, onChange } = props
  const set = <K extends keyof UsersFilterFields>(key: K) => (next: string) => onChange({ ...value, [key]: next })
  return (
    <div className={pageStyles.row} role="search" aria-label={t('adminUsers.filters.label')}>
      <TextField label={t('adminUsers.filters.search')} type="search" name="q" autoComplete="off" value={value.q} onValueChange={set('q')} hint={t('adminUsers.filters.searchHint')} />
      <SelectField
        label={t('adminUsers.filters.plan')}
        name="plan"
        value={value.plan}
        onValueChange={set('plan')}
        options={[{ value: '', label: t('adminUsers.filters.anyPlan') }, ...(plans.data ?? []).map((plan) => ({ value: String(plan.id), label: plan.name }))]}
      />
      <SelectField
        label={t('adminUsers.filters.status')}
        name="status"
        value={value.status}
        onValueChange={set('status')}
        options={[{ value: '', label: t('adminUsers.filters.notDeleted') }, ...adminUserStatuses.map((status) => ({ value: status, label: t(`adminUsers.status.${status}`) }))]}
      />
      <SelectField
        label={t('adminUsers.filters.role')}
        name="role"
        value={value.role}
        onValueChange={set('role')}
        options={[{ value: '', label: t('adminUsers.filters.anyRole') }, ...platformRoles.map((role) => ({ value: role, label: t(`adminUsers.roles.${role}`) }))]}
      />
    </div>
  )
}
