import type { ModuleSlug } from '../modules'
import type { AccountAccess, Role, UserModule } from './roles'

export type AccountStatus = 'active' | 'inactive'
export type PlanRef = { id: number; name: string }

/** An account the signed-in user may act as (docs/api.md, "Accounts"). */
export type AccountSummary = {
  id: number
  name: string
  /** The role the user has while acting as it. */
  role: Role
  /** How the user reaches it: its owner, a team member, or the owner of its parent account. */
  access: AccountAccess
  /** What the user may open while acting as it (none while it is inactive). */
  modules: UserModule[]
  parent_id: number | null
  parent_name: string | null
  is_child: boolean
  status: AccountStatus
  plan: PlanRef | null
  /** The account the session acts as now. */
  current: boolean
}

export type AccountsAnswer = { data: AccountSummary[]; current_account_id: number }

/** A related (child) account, as its parent's owner manages it. */
export type ChildAccount = {
  id: number
  name: string
  status: AccountStatus
  plan: PlanRef | null
  /** The access options chosen for it. */
  modules: ModuleSlug[]
  created_at: string
}

export type ChildrenAnswer = {
  data: ChildAccount[]
  /** Whether the plan allows related accounts, how many, and how many exist. */
  limit: { allowed: boolean; max: number; used: number }
  /** What a child may be given: the parent's own modules (never admin) and the plans of the parent's packages. */
  options: { modules: ModuleSlug[]; plans: PlanRef[] }
}
