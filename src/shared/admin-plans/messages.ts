/** The plans of the back office (codes `admin.plan_*`). */
export const adminPlanMessages = {
  plan_in_use: 'A plan cannot be deleted while in use.',
  plan_default: 'The default plan cannot be deleted.',
  plan_name_taken: 'A plan with this name already exists.',
} as const
