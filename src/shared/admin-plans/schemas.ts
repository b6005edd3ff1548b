import { array, boolean, enums, integer, nullable, object, refine, size, string, type Infer } from 'superstruct'
import { moduleSlugs } from '../modules'
import { reject, requiredString } from '../validate'
import { planCurrencies, planDurations, planLimits } from './plan-fields'

const whole = (max: number) => size(integer(), 0, max)
const cents = () => whole(planLimits.cents)
const name = () => refine(requiredString(), 'length', (v) => v.trim().length <= planLimits.nameLength || reject('validation.max', { max: planLimits.nameLength }))
const externalId = () => nullable(refine(string(), 'length', (v) => v.length <= planLimits.idLength || reject('validation.max', { max: planLimits.idLength })))

/** POST /api/admin/plans and PUT /api/admin/plans/{id}: every field of the plan (a PUT replaces them all). */
export const planBody = object({
  name: name(),
  price: cents(),
  currency: enums(planCurrencies),
  yearly_price: nullable(cents()),
  trial_days: whole(planLimits.trialDays),
  trial_amount: cents(),
  credits: whole(planLimits.credits),
  duration: enums(planDurations),
  license_days: nullable(size(integer(), 1, planLimits.licenseDays)),
  leads_limit: nullable(whole(planLimits.leadsLimit)),
  payment_product_id: externalId(),
  ghl_plan_id: externalId(),
  available_for_resellers: boolean(),
  allow_related_accounts: boolean(),
  sub_account_limit: whole(planLimits.subAccounts),
  modules: array(enums(moduleSlugs)),
})
export type PlanBody = Infer<typeof planBody>
