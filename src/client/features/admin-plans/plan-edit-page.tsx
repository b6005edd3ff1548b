import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { plansPath } from '../../../../commands/admin-plans'
import { planKeys, planQuery, updatePlan } from '../../../api/admin-plans'
import { useT } from '../../i18n'
import { useRouteMatch } from '../../routing/match-route-def'
import { LoadingState } from '../../ui/loading-state'
import { notifySuccess } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { PlanForm } from './plan-form'

/** admin/plans/{id}/edit: every field of one plan; saving replaces them all. */
export default function PlanEditPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const raw = useRouteMatch()?.params.id ?? ''
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
  const query = useQuery({ ...planQuery(id), enabled: Number.isInteger(id) && id > 0 })
  const plan = query.data
  const title = plan ? t('adminPlans.form.editTitle', { name: plan.name }) : t('routes.admin_planEdit')
  return (
    <section className={pageStyles.page} aria-labelledby="plan-edit-title">
      <h2 id="plan-edit-title">{title}</h2>
      {query.isError || !Number.isInteger(id) ? (
        <p className={pageStyles.notice} data-tone="danger">
          {t('adminPlans.form.notFound')}
        </p>
      ) : plan ? (
        <Panel>
          <PlanForm
            key={plan.id}
            plan={plan}
            label={title}
            send={async (body) => {
              const saved = await updatePlan(plan.id, body)
              queryClient.setQueryData(planKeys.one(plan.id), saved)
              await queryClient.invalidateQueries({ queryKey: planKeys.all })
              notifySuccess(t('adminPlans.form.saved', { name: saved.name }))
              navigate(plansPath)
            }}
          />
        </Panel>
      ) : (
        <LoadingState />
      )}
    </section>
  )
}
