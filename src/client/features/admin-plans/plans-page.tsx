import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { adminPlansSlot, type AdminPlansSlot } from '../../../../commands/admin-plans'
import { deletePlan, planKeys, plansQuery } from '../../../api/admin-plans'
import type { AdminPlan } from '../../../shared/admin-plans/plan-fields'
import { useLocale, useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { formatMoney, formatNumber } from '../../ui/intl-format'
import { LoadingState } from '../../ui/loading-state'
import { notifySuccess } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'

/** admin/plans: every plan with its price, allowances and the accounts on it; create, edit, delete, history. */
export default function PlansPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const query = useQuery(plansQuery())
  const plans = query.data ?? null

  const slot = useMemo<AdminPlansSlot>(
    () => ({
      plans,
      remove: async (id) => {
        const name = plans?.find((p) => p.id === id)?.name ?? ''
        await deletePlan(id)
        notifySuccess(t('adminPlans.list.deleted', { name }))
        await queryClient.invalidateQueries({ queryKey: planKeys.all })
      },
    }),
    [plans, queryClient, t],
  )
  useProvideSlot(adminPlansSlot, slot)

  return (
    <section className={pageStyles.page} aria-labelledby="plans-title">
      <div className={pageStyles.header}>
        <h2 id="plans-title">{t('adminPlans.list.title')}</h2>
        <div className={pageStyles.row}>
          <CommandButton id="admin.plan.history">{t('adminPlans.list.history')}</CommandButton>
          <CommandButton id="admin.plan.create" variant="primary">
            {t('adminPlans.list.create')}
          </CommandButton>
        </div>
      </div>
      <p className={pageStyles.muted}>{t('adminPlans.list.lead')}</p>
      {query.isError ? (
        <p className={pageStyles.notice} data-tone="danger">
          {t('adminPlans.list.loadFailed')}
        </p>
      ) : plans ? (
        <PlanTable plans={plans} />
      ) : (
        <LoadingState />
      )}
    </section>
  )
}

function PlanTable({ plans }: { plans: readonly AdminPlan[] }) {
  const t = useT()
  const { locale } = useLocale()
  const count = (n: number | null) => (n === null ? t('adminPlans.list.unlimited') : formatNumber(n, locale))
  const columns = ['name', 'price', 'duration', 'credits', 'leadsLimit', 'modules', 'inUse', 'actions'] as const
  if (!plans.length) return <p>{t('adminPlans.list.empty')}</p>
  return (
    <table className={pageStyles.table}>
      <caption>{t('adminPlans.list.caption', { count: plans.length })}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col" data-numeric={c === 'credits' || c === 'leadsLimit' || c === 'inUse' ? '' : undefined}>
              {t(`adminPlans.list.columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {plans.map((plan) => (
          <tr key={plan.id}>
            <th scope="row">
              {plan.name}
              {plan.is_default ? (
                <>
                  {' '}
                  <span className={pageStyles.badge} data-tone="info">
                    {t('adminPlans.list.default')}
                  </span>
                </>
              ) : null}
            </th>
            <td>
              {formatMoney(plan.price, plan.currency, locale)}
              {plan.yearly_price !== null ? (
                <div className={pageStyles.muted}>{t('adminPlans.list.yearly', { price: formatMoney(plan.yearly_price, plan.currency, locale) })}</div>
              ) : null}
            </td>
            <td>{t(`adminPlans.durations.${plan.duration}`)}</td>
            <td data-numeric="">{formatNumber(plan.credits, locale)}</td>
            <td data-numeric="">{count(plan.leads_limit)}</td>
            <td>{plan.modules.map((slug) => t(`messageNames.modules.${slug}`)).join(', ') || '—'}</td>
            <td data-numeric="">{formatNumber(plan.in_use, locale)}</td>
            <td>
              <div className={pageStyles.row}>
                <Link href={`/admin/plans/${plan.id}/edit`}>{t('adminPlans.list.editNamed', { name: plan.name })}</Link>
                {plan.is_default ? null : (
                  <CommandButton id="admin.plan.delete" args={plan.id} variant="ghost">
                    {t('adminPlans.list.deleteNamed', { name: plan.name })}
                  </CommandButton>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
