import { useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { plansPath } from '../../../../commands/admin-plans'
import { createPlan, planKeys } from '../../../api/admin-plans'
import { useT } from '../../i18n'
import { notifySuccess } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { PlanForm } from './plan-form'

/** admin/plans/create: a new plan; saved, it is in the plans table. */
export default function PlanCreatePage() {
  const t = useT()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  return (
    <section className={pageStyles.page} aria-labelledby="plan-create-title">
      <h2 id="plan-create-title">{t('adminPlans.form.createTitle')}</h2>
      <Panel>
        <PlanForm
          label={t('adminPlans.form.createTitle')}
          send={async (body) => {
            const plan = await createPlan(body)
            await queryClient.invalidateQueries({ queryKey: planKeys.all })
            notifySuccess(t('adminPlans.form.created', { name: plan.name }))
            navigate(plansPath)
          }}
        />
      </Panel>
    </section>
  )
}
