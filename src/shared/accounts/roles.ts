import type { ModuleSlug } from '../modules'

/** The role a user has while acting in an account (spec section 6's roles); see actingRole. */
export type Role = 'super_admin' | 'admin' | 'reseller' | 'related' | 'user'
/** A module the user may open, as the API lists it. */
export type UserModule = { id: number; slug: ModuleSlug }

/** A person's role on the platform (users.role): staff or not. */
export const platformRoles = ['super_admin', 'admin', 'user'] as const
export type PlatformRole = (typeof platformRoles)[number]

/** A reseller account owns a white-label tenant; every other account is standard. */
export const accountKinds = ['standard', 'reseller'] as const
export type AccountKind = (typeof accountKinds)[number]

/** A membership: the account's one owner, or a team member with chosen modules. */
export const memberRoles = ['owner', 'member'] as const
export type MemberRole = (typeof memberRoles)[number]

/** How the user reaches the account they act as: as its owner, as a team member, or as the owner of its parent. */
export type AccountAccess = MemberRole | 'parent'

/**
 * The role a user has while acting as an account: staff keep their platform role everywhere; otherwise a reseller
 * account makes a reseller, a child account a related user, and anything else a user.
 */
export function actingRole(platformRole: PlatformRole, account: { kind: AccountKind; parentId: number | null }): Role {
  if (platformRole !== 'user') return platformRole
  if (account.kind === 'reseller') return 'reseller'
  if (account.parentId !== null) return 'related'
  return 'user'
}
